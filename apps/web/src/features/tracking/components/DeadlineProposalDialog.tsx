// The proposed deadlines (issue 18): once a step's deadline is set, the following steps' deadlines
// counted from the durations on the proceeding's court working days, each with why it moved. Nothing
// is set silently: the user accepts all, ticks the ones to accept, or types their own date in a row.
import { applyProposals, type DeadlineProposal, type ProposedDeadline } from "@litfolio/shared/deadlines";
import { dateProblem } from "@litfolio/shared/proceedings";
import type { StepFields } from "@litfolio/shared/tracking";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { DateField } from "../../../components/form/DateField";
import { formatStepDeadline } from "../../../lib/format";
import { useDeadlineProposal } from "../api/useDeadlineProposal";
import type { ProceedingRef } from "../api/useWorkingDay";

interface DeadlineProposalDialogProps {
  /** The list the proposal was made for, and the step whose deadline it counts from. */
  steps: readonly StepFields[];
  from: number;
  /** Null: closed. */
  proposal: DeadlineProposal | null;
  onApply: (accepted: ProposedDeadline[]) => void;
  onClose: () => void;
}

export function DeadlineProposalDialog({ proposal, onClose, ...props }: DeadlineProposalDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={proposal !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Proposed deadlines</DialogTitle>
      {proposal && <ProposalRows proposal={proposal} onClose={onClose} {...props} />}
    </Dialog>
  );
}

/** A row as the user leaves it: accepted or not, and the date (as proposed, or typed over). */
interface RowChoice {
  accepted: boolean;
  deadline: string;
}

function ProposalRows({
  steps,
  from,
  proposal,
  onApply,
  onClose,
}: Omit<DeadlineProposalDialogProps, "proposal"> & { proposal: DeadlineProposal }) {
  const [choices, setChoices] = useState<RowChoice[]>(() =>
    proposal.proposals.map((row) => ({ accepted: true, deadline: row.deadline })),
  );
  const choose = (index: number, change: Partial<RowChoice>) =>
    setChoices((current) => current.map((choice, at) => (at === index ? { ...choice, ...change } : choice)));
  const problems = proposal.proposals.map((row, index) =>
    row.estimateDeadline ? null : dateProblem(choices[index]?.deadline ?? ""),
  );
  const chosen = (all: boolean) =>
    proposal.proposals.flatMap((row, index) => {
      const choice = choices[index];
      return choice && (all || choice.accepted) ? [{ ...row, deadline: choice.deadline }] : [];
    });
  const blocked = (all: boolean) =>
    problems.some((problem, index) => problem !== null && (all || choices[index]?.accepted));
  const anchor = steps[from];
  return (
    <>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {`Counted from the deadline of step ${from + 1} (${formatStepDeadline(anchor?.deadline)}) with the durations to the next step, on court working days in ${proposal.country.name}. Untick a step to keep its deadline, or type another date.`}
        </Typography>
        <Table size="small" aria-label="Proposed deadlines">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">Accept</TableCell>
              <TableCell>Step</TableCell>
              <TableCell>Current deadline</TableCell>
              <TableCell>Proposed deadline</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {proposal.proposals.map((row, index) => {
              const step = steps[row.position];
              const label = `Step ${row.position + 1}. ${step?.title ?? ""}`;
              const choice = choices[index] ?? { accepted: false, deadline: row.deadline };
              return (
                <TableRow key={row.position}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={choice.accepted}
                      onChange={(event) => choose(index, { accepted: event.target.checked })}
                      slotProps={{
                        input: { "aria-label": `Accept the deadline of step ${row.position + 1}` },
                      }}
                    />
                  </TableCell>
                  <TableCell>{label}</TableCell>
                  <TableCell>{formatStepDeadline(step?.deadline)}</TableCell>
                  <TableCell sx={{ minWidth: 220 }}>
                    {row.estimateDeadline ? (
                      <Typography>{`${formatStepDeadline(row.deadline)} (estimated)`}</Typography>
                    ) : (
                      <DateField
                        label={`Deadline of step ${row.position + 1}`}
                        size="small"
                        value={choice.deadline}
                        onChange={(deadline) => choose(index, { deadline })}
                        error={problems[index] !== null}
                        message={problems[index] ?? (choice.deadline === row.deadline ? row.moved : null)}
                      />
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Keep current deadlines</Button>
        <Button
          disabled={blocked(false) || chosen(false).length === 0}
          onClick={() => onApply(chosen(false))}
        >
          Accept selected
        </Button>
        <Button variant="contained" disabled={blocked(true)} onClick={() => onApply(chosen(true))}>
          Accept all
        </Button>
      </DialogActions>
    </>
  );
}

interface OpenProposal {
  steps: StepFields[];
  from: number;
  proposal: DeadlineProposal;
  /** Settles `propose`: the list with the accepted deadlines, or null when none was accepted. */
  settle: (steps: StepFields[] | null) => void;
}

/**
 * Asks for the proposal once a step's deadline is set and shows it when there is something to
 * propose. `propose` answers the list with the accepted deadlines, or null (nothing to propose, or
 * the current deadlines kept). Without a proceeding (a template) it proposes nothing.
 */
export function useProposedDeadlines(proceeding: ProceedingRef | undefined) {
  const request = useDeadlineProposal(proceeding?.matterId ?? 0, proceeding?.proceedingId ?? 0);
  const [open, setOpen] = useState<OpenProposal | null>(null);
  const propose = async (steps: StepFields[], from: number): Promise<StepFields[] | null> => {
    if (!proceeding || !steps[from]?.deadline) return null;
    const proposal = await request.mutateAsync({ proceduralSteps: steps, from });
    if (proposal.proposals.length === 0) return null;
    return new Promise((settle) => setOpen({ steps, from, proposal, settle }));
  };
  const close = (steps: StepFields[] | null) => {
    open?.settle(steps);
    setOpen(null);
  };
  const dialog = (
    <DeadlineProposalDialog
      steps={open?.steps ?? []}
      from={open?.from ?? 0}
      proposal={open?.proposal ?? null}
      onApply={(accepted) => close(open ? applyProposals(open.steps, accepted) : null)}
      onClose={() => close(null)}
    />
  );
  return { propose, dialog, pending: request.isPending };
}
