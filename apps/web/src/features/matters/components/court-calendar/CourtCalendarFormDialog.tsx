// The court calendar form (issue 18, the matter's ADMIN): the default country for workstreams and
// each court vacation (a jurisdiction or workstream, from and to as DD-MM, a label), saved as a whole
// with the version loaded and checked by the shared schema, so it refuses what the server refuses.
import {
  type CourtCalendarSettings,
  courtCalendarBody,
  courtCountries,
  courtCountryCodes,
  vacationLimits,
} from "@litfolio/shared/deadlines";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useAlert } from "../../../../components/AlertBanner";
import { FieldRows } from "../../../../components/form/FieldRows";
import { DialogForm, FormDialog } from "../../../../components/form/FormDialog";
import { byId, FormSelectField } from "../../../../components/form/FormSelectField";
import { FormTextField } from "../../../../components/form/FormTextField";
import { schemaResolver } from "../../../../components/form/schema-resolver";
import { useSaveForm } from "../../../../components/form/useSaveForm";
import { categoryLabel } from "../../../../lib/category-options";
import { useSaveCourtCalendar } from "../../api/useSaveCourtCalendar";

interface VacationValues {
  category: { id: number } | null;
  from: string;
  to: string;
  label: string;
}

interface CourtCalendarValues {
  defaultCountry: string;
  vacations: VacationValues[];
  version: number;
}

const resolver = schemaResolver<CourtCalendarValues>(courtCalendarBody);
const countryOptions = courtCountryCodes.map((code) => ({ value: code, label: courtCountries[code].name }));

const formValues = (calendar: CourtCalendarSettings): CourtCalendarValues => ({
  defaultCountry: calendar.defaultCountry,
  vacations: calendar.categories.flatMap((row) =>
    row.vacations.map((vacation) => ({ category: { id: row.category.id }, ...vacation })),
  ),
  version: calendar.version,
});

interface CourtCalendarFormDialogProps {
  matterId: number;
  calendar: CourtCalendarSettings;
  open: boolean;
  onClose: () => void;
}

export function CourtCalendarFormDialog({ open, onClose, ...props }: CourtCalendarFormDialogProps) {
  return (
    <FormDialog open={open} title="Edit court calendar" onClose={onClose}>
      {open && <CourtCalendarForm key={props.calendar.version} onClose={onClose} {...props} />}
    </FormDialog>
  );
}

function CourtCalendarForm({ matterId, calendar, onClose }: Omit<CourtCalendarFormDialogProps, "open">) {
  const alert = useAlert();
  const save = useSaveCourtCalendar(matterId);
  const { form, control, submit, pending } = useSaveForm<CourtCalendarValues>({
    resolver,
    defaultValues: formValues(calendar),
    save: async (values) => {
      const saved = await save.mutateAsync(courtCalendarBody.parse(values));
      alert.success(saved.message);
    },
    onSaved: onClose,
  });
  const categoryOptions = calendar.categories.map((row) => ({
    value: String(row.category.id),
    label: categoryLabel(row.category),
  }));
  return (
    <DialogForm onSubmit={submit} pending={pending}>
      <FormSelectField
        control={control}
        name="defaultCountry"
        label="Public holidays for workstreams"
        required
        options={countryOptions}
      />
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          Court vacations
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Yearly periods in which no deadline ends, days written DD-MM (both included; 24-12 to 06-01 spans the new year). At most ${vacationLimits.perJurisdiction} per jurisdiction.`}
        </Typography>
        <FieldRows
          form={form}
          name="vacations"
          noun="court vacation"
          newRow={() => ({ category: null, from: "", to: "", label: "" })}
          columns="minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr)"
          renderRow={(index) => (
            <>
              <FormSelectField
                control={control}
                name={`vacations.${index}.category`}
                label="Jurisdiction / Workstream"
                required
                options={categoryOptions}
                {...byId}
              />
              <FormTextField
                control={control}
                name={`vacations.${index}.from`}
                label="From"
                required
                placeholder="DD-MM"
              />
              <FormTextField
                control={control}
                name={`vacations.${index}.to`}
                label="To"
                required
                placeholder="DD-MM"
              />
              <FormTextField
                control={control}
                name={`vacations.${index}.label`}
                label="Label"
                required
                maxLength={vacationLimits.label}
              />
            </>
          )}
        />
      </Stack>
    </DialogForm>
  );
}
