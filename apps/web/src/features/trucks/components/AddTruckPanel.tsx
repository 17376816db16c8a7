// "Add truck" above the truck lists (WRITE): a chassis number, confirmed or not. A number the
// proceeding already lists is refused by the server, with its message at the field.
import { zodResolver } from "@hookform/resolvers/zod";
import { messages } from "@litfolio/shared/messages";
import { useAlert } from "../../../components/AlertBanner";
import { InlineFormPanel } from "../../../components/form/InlineFormPanel";
import { useSaveForm } from "../../../components/form/useSaveForm";
import type { ProceedingRef } from "../../../lib/proceeding-api/proceeding-urls";
import { useCreateTruck } from "../api/useCreateTruck";
import { TruckFields, type TruckValues, truckSchema } from "./TruckFields";

export function AddTruckPanel({ proceeding }: { proceeding: ProceedingRef }) {
  const alert = useAlert();
  const createTruck = useCreateTruck(proceeding);
  const { control, submit, pending } = useSaveForm<TruckValues>({
    resolver: zodResolver(truckSchema()),
    defaultValues: { chassisNumber: "", confirmed: false },
    save: (values) => createTruck.mutateAsync(values),
    onSaved: () => alert.success(messages.truckSaved),
  });
  return (
    <InlineFormPanel title="Add truck" submitLabel="Add" onSubmit={submit} pending={pending}>
      <TruckFields control={control} />
    </InlineFormPanel>
  );
}
