// The add panel of the additional menu items (SPEC 2.3, WRITE): name and website URL, checked by the
// shared menu item rules ("Enter a valid URL"). The new link goes to the end of the list.
import { zodResolver } from "@hookform/resolvers/zod";
import { menuItemBody } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import Box from "@mui/material/Box";
import { useAlert } from "../../../../components/AlertBanner";
import { FormTextField } from "../../../../components/form/FormTextField";
import { InlineFormPanel } from "../../../../components/form/InlineFormPanel";
import { useSaveForm } from "../../../../components/form/useSaveForm";
import { useCreateMenuItem } from "../../api/useCreateMenuItem";

const menuItemFields = menuItemBody.pick({ name: true, url: true });

interface AddMenuItemPanelProps {
  matterId: number;
  /** Runs before the item is added: a pending order must be saved first, or it would be refused. */
  beforeSave: () => Promise<void>;
}

export function AddMenuItemPanel({ matterId, beforeSave }: AddMenuItemPanelProps) {
  const alert = useAlert();
  const create = useCreateMenuItem(matterId);
  const { control, submit, pending } = useSaveForm({
    resolver: zodResolver(menuItemFields),
    defaultValues: { name: "", url: "" },
    save: async (values) => {
      await beforeSave();
      return create.mutateAsync(values);
    },
    onSaved: () => alert.success(messages.menuItemCreated),
  });

  return (
    <InlineFormPanel title="Add menu item" submitLabel="Add" onSubmit={submit} pending={pending}>
      <Box sx={{ flexGrow: 1, flexBasis: 0 }}>
        <FormTextField control={control} name="name" label="Name" required autoComplete="off" />
      </Box>
      <Box sx={{ flexGrow: 2, flexBasis: 0 }}>
        <FormTextField
          control={control}
          name="url"
          label="Website URL"
          type="url"
          required
          autoComplete="off"
        />
      </Box>
    </InlineFormPanel>
  );
}
