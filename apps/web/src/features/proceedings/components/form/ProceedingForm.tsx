// The proceeding form inside its dialog (ProceedingFormDialog.tsx): SPEC 2.3 "Proceeding form dialog",
// 3 "Proceeding", 5.4, in sections. Validated by the shared proceedingBody schema, as on the server,
// which also normalises what is saved; the server's field messages go next to the fields. A new
// proceeding opens its page, where its generated code shows.
import { zodResolver } from "@hookform/resolvers/zod";
import { messages } from "@litfolio/shared/messages";
import { type Proceeding, proceedingBody } from "@litfolio/shared/proceedings";
import type { Resolver } from "react-hook-form";
import { useNavigate } from "react-router";
import { useAlert } from "../../../../components/AlertBanner";
import { CostBlockSection } from "../../../../components/costs/CostBlockSection";
import { DialogForm } from "../../../../components/form/FormDialog";
import { FormSection } from "../../../../components/form/FormSection";
import { useSaveForm } from "../../../../components/form/useSaveForm";
import { paths } from "../../../../lib/paths";
import { useCreateProceeding } from "../../api/useCreateProceeding";
import { useUpdateProceeding } from "../../api/useUpdateProceeding";
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
  const { form, control, submit, pending } = useSaveForm({
    resolver,
    defaultValues: proceedingFormValues(proceeding),
    save: (values: ProceedingFormValues) => {
      const body = proceedingRequest(proceedingBody.parse(values));
      return proceeding
        ? update.mutateAsync({ id: proceeding.id, body: { ...body, version: proceeding.version } })
        : create.mutateAsync(body);
    },
    onSaved: (saved) => {
      alert.success(messages.proceedingSaved);
      onClose();
      if (!proceeding) void navigate(paths.proceeding(matterId, saved.id));
    },
  });

  const saved = proceeding
    ? { categoryId: proceeding.category.id, proceedingCode: proceeding.proceedingCode }
    : null;
  return (
    <DialogForm onSubmit={submit} pending={pending} wide>
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
