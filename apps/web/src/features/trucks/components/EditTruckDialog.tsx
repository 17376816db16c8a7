// Edit one truck (WRITE): its chassis number and whether it is confirmed, sent as a PATCH with the
// version the list loaded; a 409 (someone else saved first) is announced and the dialog stays open.
import { zodResolver } from "@hookform/resolvers/zod";
import { messages } from "@litfolio/shared/messages";
import type { Truck } from "@litfolio/shared/proceeding-lists";
import { useAlert } from "../../../components/AlertBanner";
import { DialogForm, FormDialog } from "../../../components/form/FormDialog";
import { useSaveForm } from "../../../components/form/useSaveForm";
import type { ProceedingRef } from "../../../lib/proceeding-api/proceeding-urls";
import { useUpdateTruck } from "../api/useUpdateTruck";
import { TruckFields, type TruckValues, truckSchema } from "./TruckFields";

interface EditTruckDialogProps {
  proceeding: ProceedingRef;
  /** The truck to edit; null: closed. */
  truck: Truck | null;
  onClose: () => void;
}

export function EditTruckDialog({ proceeding, truck, onClose }: EditTruckDialogProps) {
  return (
    <FormDialog open={truck !== null} title="Edit truck" onClose={onClose}>
      {truck && (
        <EditTruckForm
          key={`${truck.id}-${truck.version}`}
          proceeding={proceeding}
          truck={truck}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

function EditTruckForm({ proceeding, truck, onClose }: EditTruckDialogProps & { truck: Truck }) {
  const alert = useAlert();
  const update = useUpdateTruck(proceeding);
  const { control, submit, pending } = useSaveForm<TruckValues>({
    resolver: zodResolver(truckSchema(truck.chassisNumber)),
    defaultValues: { chassisNumber: truck.chassisNumber, confirmed: truck.confirmed },
    save: (values) => update.mutateAsync({ id: truck.id, version: truck.version, ...values }),
    onSaved: () => {
      alert.success(messages.truckSaved);
      onClose();
    },
  });
  return (
    <DialogForm onSubmit={submit} pending={pending}>
      <TruckFields control={control} autoFocus stored={truck.chassisNumber} />
    </DialogForm>
  );
}
