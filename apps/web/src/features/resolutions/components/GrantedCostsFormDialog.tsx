// The granted costs' form (SPEC 7.4 "Costs"): the cost block editor of the proceeding form's claimed
// costs, with the same shared rules and messages, saved with the version loaded. A refused save keeps
// what was typed and puts the server's messages next to the fields; a stale version (409) is announced
// and, as in the proceeding form, the form then shows the costs as saved by the other person.
import type { GrantedCosts } from "@litfolio/shared/resolutions";
import { useAlert } from "../../../components/AlertBanner";
import { CostBlockSection } from "../../../components/costs/CostBlockSection";
import { DialogForm, FormDialog } from "../../../components/form/FormDialog";
import { schemaResolver } from "../../../components/form/schema-resolver";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { useSaveGrantedCosts } from "../api/useSaveGrantedCosts";
import {
  type GrantedCostsFormValues,
  grantedCostsForm,
  grantedCostsFormValues,
  grantedCostsRequest,
} from "./granted-costs";

// The form holds amounts as typed text, which the schema's input type does not name; the schema
// refuses or converts them. The resolver checks the values and hands them on as typed (raw).
const resolver = schemaResolver<GrantedCostsFormValues>(grantedCostsForm);

interface GrantedCostsFormDialogProps {
  matterId: number;
  proceedingId: number;
  /** The granted costs as loaded; null: closed. */
  granted: GrantedCosts | null;
  onClose: () => void;
}

export function GrantedCostsFormDialog({ granted, onClose, ...props }: GrantedCostsFormDialogProps) {
  return (
    <FormDialog open={granted !== null} title="Edit granted costs" onClose={onClose} fullScreen>
      {granted && (
        <GrantedCostsForm key={granted.version ?? "new"} granted={granted} onClose={onClose} {...props} />
      )}
    </FormDialog>
  );
}

type GrantedCostsFormProps = GrantedCostsFormDialogProps & { granted: GrantedCosts };

function GrantedCostsForm({ granted, onClose, ...proceeding }: GrantedCostsFormProps) {
  const alert = useAlert();
  const saveCosts = useSaveGrantedCosts(proceeding.matterId, proceeding.proceedingId);
  const { form, submit, pending } = useSaveForm<GrantedCostsFormValues>({
    resolver,
    defaultValues: grantedCostsFormValues(granted),
    save: async (values) => {
      const saved = await saveCosts.mutateAsync(grantedCostsRequest(values, granted.version));
      alert.success(saved.message);
    },
    onSaved: onClose,
  });
  return (
    <DialogForm onSubmit={submit} pending={pending} wide>
      <CostBlockSection form={form} name="grantedCosts" title="Granted costs" />
    </DialogForm>
  );
}
