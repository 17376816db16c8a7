// The proceeding form inside its dialog (ProceedingFormDialog.tsx): SPEC 2.3 "Proceeding form dialog",
// 3 "Proceeding", 5.4, in sections. Validated by the shared proceedingBody schema, as on the server,
// which also normalises what is saved; the server's field messages go next to the fields. A new
// proceeding opens its page, where its generated code shows.
import { zodResolver } from "@hookform/resolvers/zod";
import { messages } from "@litfolio/shared/messages";
import { type Proceeding, proceedingBody } from "@litfolio/shared/proceedings";
import { type Resolver, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useAlert } from "../../../../components/AlertBanner";
import { DialogForm } from "../../../../components/form/FormDialog";
import { showServerErrors } from "../../../../components/form/server-errors";
import { useUnsavedChangesWarning } from "../../../../components/form/useUnsavedChangesWarning";
import { paths } from "../../../../lib/paths";
import { useCreateProceeding } from "../../api/useCreateProceeding";
import { useUpdateProceeding } from "../../api/useUpdateProceeding";
import { CostBlockSection } from "./CostBlockSection";
import { FormSection } from "./FormSection";
import { GeneralFields } from "./GeneralFields";
import { ContactSection, CourtSection, PlaintiffSection } from "./PartiesFields";
import { type ProceedingFormValues, proceedingFormValues, proceedingRequest } from "./proceeding-form";
import { ItemsSection, ServedWritsSection } from "./WritAndItemSections";

// The form holds "nothing chosen yet" as null and amounts as typed text, which the schema's input
// type does not name; the schema refuses or converts them. The resolver checks the values and hands
// them on as typed (raw); saving parses them once more into what is sent.
const resolver = zodResolver(proceedingBody, undefined, {
  raw: true,
}) as unknown as Resolver<ProceedingFormValues>;

/** Server field messages name paths such as "servedWrits.0.status": any path inside the form. */
const formFields = new Set(Object.keys(proceedingFormValues(null)));
const isFormField = (field: string) => formFields.has(field.split(".")[0] ?? "");

interface ProceedingFormProps {
  matterId: number;
  proceeding: Proceeding | null;
  onClose: () => void;
}

export function ProceedingForm({ matterId, proceeding, onClose }: ProceedingFormProps) {
  const alert = useAlert();
  const navigate = useNavigate();
  const create = useCreateProceeding(matterId);
  const update = useUpdateProceeding(matterId);
  const form = useForm<ProceedingFormValues>({
    resolver,
    mode: "onTouched",
    defaultValues: proceedingFormValues(proceeding),
  });
  const { control, formState, handleSubmit, setError } = form;
  const { leaveWithoutWarning } = useUnsavedChangesWarning(formState.isDirty);
  const failed = (error: unknown) => showServerErrors(error, setError, isFormField);

  const save = handleSubmit(
    (values) => {
      const body = proceedingRequest(proceedingBody.parse(values));
      if (proceeding) {
        update.mutate(
          { id: proceeding.id, body: { ...body, version: proceeding.version } },
          {
            onSuccess: () => {
              alert.success(messages.proceedingSaved);
              onClose();
            },
            onError: failed,
          },
        );
        return;
      }
      create.mutate(body, {
        onSuccess: (created) => {
          alert.success(messages.proceedingSaved);
          leaveWithoutWarning();
          onClose();
          void navigate(paths.proceeding(matterId, created.id));
        },
        onError: failed,
      });
    },
    () => alert.warning(messages.formInvalid),
  );

  const saved = proceeding
    ? { categoryId: proceeding.category.id, proceedingCode: proceeding.proceedingCode }
    : null;
  return (
    <DialogForm onSubmit={save} pending={create.isPending || update.isPending} wide>
      <FormSection title="Proceedings">
        <GeneralFields matterId={matterId} control={control} saved={saved} />
      </FormSection>
      <PlaintiffSection form={form} />
      <CourtSection form={form} />
      <ContactSection form={form} />
      <ServedWritsSection matterId={matterId} form={form} />
      <ItemsSection matterId={matterId} form={form} />
      <CostBlockSection form={form} name="claimedCosts" title="Claimed costs" />
    </DialogForm>
  );
}
