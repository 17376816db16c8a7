// Subscribe: the personal calendar feed (iCalendar) that Outlook or Google Calendar subscribes to with
// the page's filters. A new address is shown this once, with Copy (only a hash of it is kept, and a
// new one stops the old one at once); a feed that exists shows since when and its filters, with
// "Create a new address" and "Switch off". The server's message goes to the alert banner.
import type { CalendarFeed, CalendarFeedFilters, CreatedCalendarFeed } from "@litfolio/shared/calendar";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useRef } from "react";
import { useAlert } from "../../../components/AlertBanner";
import { useConfirm } from "../../../components/ConfirmDialog";
import { TextInput } from "../../../components/form/fields";
import { InlineMessage } from "../../../components/InlineMessage";
import { formatDateTime, personName } from "../../../lib/format";
import { useAssignees } from "../../../lib/matter-api/useAssignees";
import { useCategories } from "../../../lib/matter-api/useCategories";
import { useMatterChoices } from "../../../lib/matter-api/useMatterChoices";
import { useCalendarFeed } from "../api/useCalendarFeed";
import { useCreateCalendarFeed } from "../api/useCreateCalendarFeed";
import { useDeleteCalendarFeed } from "../api/useDeleteCalendarFeed";
import { feedFilterLines } from "../feed-filters";

interface SubscribeDialogProps {
  open: boolean;
  onClose: () => void;
  /** What a new address keeps: the page's filters (feedFiltersOf). */
  filters: CalendarFeedFilters;
}

export function SubscribeDialog({ open, onClose, filters }: SubscribeDialogProps) {
  const titleId = useId();
  const feed = useCalendarFeed(open);
  const creation = useCreateCalendarFeed();
  const deletion = useDeleteCalendarFeed();
  const confirm = useConfirm();
  const alert = useAlert();
  const created = creation.data;
  const pending = creation.isPending || deletion.isPending;

  // The address is shown once: closing the dialog forgets it.
  const close = () => {
    creation.reset();
    onClose();
  };

  const createAddress = async () => {
    const replacing = feed.data?.active ?? false;
    const confirmed =
      !replacing ||
      (await confirm({
        title: "Create a new address",
        message: "Your current calendar address stops working at once. Create a new one?",
      }));
    if (confirmed) creation.mutate(filters, { onSuccess: (answer) => alert.success(answer.message) });
  };

  const switchOff = async () => {
    const confirmed = await confirm({
      title: "Switch off",
      message: "Your calendar address stops working at once, and subscribed calendars stop updating.",
    });
    if (!confirmed) return;
    creation.reset();
    deletion.mutate(undefined, { onSuccess: (answer) => alert.success(answer.message) });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Subscribe to your calendar</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            Add your procedural deadlines and activities to Outlook or Google Calendar: they subscribe to a
            private web address (iCalendar) and update from it on their own, usually within a few hours.
            Anyone who has the address can see these events, so keep it to yourself.
          </Typography>
          {created ? (
            <CreatedAddress created={created} />
          ) : feed.data ? (
            <FeedState feed={feed.data} />
          ) : (
            <Box sx={{ display: "grid", placeItems: "center", minHeight: 80 }}>
              {feed.isError ? (
                <Typography>Your calendar feed could not be loaded.</Typography>
              ) : (
                <CircularProgress aria-label="Loading your calendar feed" />
              )}
            </Box>
          )}
          {!created && feed.data && <NewAddressFilters filters={filters} replacing={feed.data.active} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        {feed.data?.active && (
          <Button color="error" onClick={() => void switchOff()} disabled={pending}>
            Switch off
          </Button>
        )}
        {feed.data && !created && (
          <Button variant="contained" onClick={() => void createAddress()} disabled={pending}>
            {feed.data.active ? "Create a new address" : "Create address"}
          </Button>
        )}
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The new address, this once, with Copy, and how to add it to a calendar. */
function CreatedAddress({ created }: { created: CreatedCalendarFeed }) {
  const alert = useAlert();
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.url);
      alert.success("The address has been copied");
    } catch {
      // No clipboard (an insecure page, a refused permission): the address is selected for Ctrl+C.
      input.current?.select();
      alert.info("Press Ctrl+C to copy the selected address");
    }
  };
  return (
    <Stack spacing={1.5}>
      <InlineMessage severity="info">
        This address is shown only this once: copy it now. Creating a new address stops this one at once.
      </InlineMessage>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-end" } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <TextInput
            label="Calendar address"
            value={created.url}
            onChange={() => {}}
            readOnly
            inputRef={input}
          />
        </Box>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy
        </Button>
      </Stack>
      <Typography variant="body2">
        Outlook: Add calendar, then Subscribe from web, and paste the address. Google Calendar: Other
        calendars, then From URL, and paste the address.
      </Typography>
    </Stack>
  );
}

/** Whether a feed is on, since when and with which filters. */
function FeedState({ feed }: { feed: CalendarFeed }) {
  if (!feed.active || !feed.filters) return <Typography>You have no calendar feed.</Typography>;
  return (
    <Stack spacing={1}>
      <Typography>
        Your calendar feed is on since {formatDateTime(feed.createdDate)}, with these filters:
      </Typography>
      <FilterLines filters={feed.filters} />
    </Stack>
  );
}

function NewAddressFilters({ filters, replacing }: { filters: CalendarFeedFilters; replacing: boolean }) {
  return (
    <Stack spacing={1}>
      <Typography>
        {replacing ? "A new address replaces it and" : "A new address"} keeps the filters of this page:
      </Typography>
      <FilterLines filters={filters} />
    </Stack>
  );
}

/** A feed's filters, with the names of its matter and category. */
function FilterLines({ filters }: { filters: CalendarFeedFilters }) {
  const matters = useMatterChoices().data ?? [];
  const matter = matters.find((choice) => choice.value === String(filters.matterId))?.label;
  return filters.matterId == null ? (
    <LineList lines={feedFilterLines(filters)} />
  ) : (
    <MatterFilterLines filters={filters} matterId={filters.matterId} matter={matter} />
  );
}

function MatterFilterLines({
  filters,
  matterId,
  matter,
}: {
  filters: CalendarFeedFilters;
  matterId: number;
  matter: string | undefined;
}) {
  const categories = useCategories(matterId).data?.items ?? [];
  const category = categories.find((option) => option.id === filters.categoryId);
  const person = (useAssignees(matterId).data ?? []).find((user) => user.id === filters.responsible);
  const names = {
    matter,
    category: category && `${category.code} – ${category.name}`,
    responsible: person && personName(person),
  };
  return <LineList lines={feedFilterLines(filters, names)} />;
}

function LineList({ lines }: { lines: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
