// The "add panel" above a table (SPEC 2.3): a titled form whose fields share one row on wide screens,
// with the submit button at the end of the row. The fields are the children.
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type FormEventHandler, type ReactNode, useId } from "react";

interface InlineFormPanelProps {
  title: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  children: ReactNode;
}

/** A field label's height plus its gap: the button lines up with the inputs, not the labels. */
const LABEL_OFFSET = "27px";

export function InlineFormPanel({ title, submitLabel, onSubmit, pending, children }: InlineFormPanelProps) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "flex-start" } }}>
          {children}
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            startIcon={<AddIcon />}
            sx={{ mt: { md: LABEL_OFFSET }, flexShrink: 0, alignSelf: { xs: "flex-start", md: "auto" } }}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
