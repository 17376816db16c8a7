// The columns view (SPEC 2.3 "Kanban"): TO DO, DOING and DONE with dnd-kit. A card with WRITE has a
// drag handle; dropping it in another column saves the activity with that status ("Activity has been
// saved"); the card moves at once and goes back, with the server's message, when the save fails. The
// handle works with the mouse and with the keyboard (Space to lift, Left/Right to change column,
// Space to drop, Escape to cancel).

import {
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import {
  type Activity,
  type ActivityFields,
  type ActivityStatus,
  activityStatuses,
} from "@litfolio/shared/activities";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import Card from "@mui/material/Card";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useAlert } from "../../../components/AlertBanner";
import { personName } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useSaveActivity } from "../api/useSaveActivity";
import { DueDate } from "./ActivityStatusParts";

const columnTitles: Record<ActivityStatus, string> = { TODO: "TO DO", DOING: "DOING", DONE: "DONE" };

/** The body that saves an activity as it is, with another status. */
const withStatus = (activity: Activity, status: ActivityStatus): ActivityFields => ({
  trackingId: activity.trackingId,
  proceduralStep: activity.proceduralStep && { id: activity.proceduralStep.id },
  title: activity.title,
  description: activity.description,
  status,
  dueDate: activity.dueDate ?? "",
  responsible: { id: activity.responsible?.id ?? 0 },
});

/** Left and Right move a lifted card to the middle of the next column; other keys do nothing. */
const toNextColumn: KeyboardCoordinateGetter = (event, { context: { droppableRects, collisionRect } }) => {
  const step = event.code === "ArrowRight" ? 1 : event.code === "ArrowLeft" ? -1 : 0;
  if (step === 0 || !collisionRect) return undefined;
  event.preventDefault();
  const columns = [...droppableRects.values()].sort((a, b) => a.left - b.left);
  const middle = collisionRect.left + collisionRect.width / 2;
  const current = columns.findIndex((rect) => middle >= rect.left && middle <= rect.left + rect.width);
  const next = columns[current + step];
  if (!next) return undefined;
  return { x: next.left + (next.width - collisionRect.width) / 2, y: collisionRect.top };
};

export function ActivityBoard({ activities }: { activities: Activity[] }) {
  const alert = useAlert();
  const save = useSaveActivity();
  // Where a dropped card shows until the reloaded list has it there (or the save failed).
  const [moved, setMoved] = useState<Record<number, ActivityStatus>>({});
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: toNextColumn }),
  );
  // A moved card stays where it was dropped until the reloaded list has it there too.
  const settled = Object.keys(moved).filter(
    (id) => activities.find((activity) => activity.id === Number(id))?.status === moved[Number(id)],
  );
  if (settled.length > 0) {
    setMoved((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => !settled.includes(id))),
    );
  }
  const statusOf = (activity: Activity) => moved[activity.id] ?? activity.status;
  const forget = (id: number) => setMoved(({ [id]: _gone, ...rest }) => rest);

  const drop = async ({ active, over }: DragEndEvent) => {
    const activity = activities.find((candidate) => candidate.id === active.id);
    const status = over?.id as ActivityStatus | undefined;
    if (!activity || !status || status === statusOf(activity)) return;
    setMoved((current) => ({ ...current, [activity.id]: status }));
    try {
      const saved = await save.mutateAsync({ activity, body: withStatus(activity, status) });
      alert.success(saved.message);
    } catch {
      // The card goes back; the API client has shown the server's message.
      forget(activity.id);
    }
  };

  return (
    // Columns measured before a drag starts too: measured only while dragging, a keyboard drag on a
    // scrolled page started from the columns' positions before the scroll.
    <DndContext
      sensors={sensors}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragEnd={(event) => void drop(event)}
    >
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: "stretch" }}>
        {activityStatuses.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            activities={activities.filter((activity) => statusOf(activity) === status)}
          />
        ))}
      </Stack>
    </DndContext>
  );
}

function BoardColumn({ status, activities }: { status: ActivityStatus; activities: Activity[] }) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="section"
      aria-label={columnTitles[status]}
      sx={{
        flex: 1,
        minHeight: 240,
        p: 1.5,
        bgcolor: isOver ? "action.hover" : "grey.50",
        transition: "background-color 120ms",
      }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {columnTitles[status]}{" "}
        <Typography component="span" color="text.secondary">
          ({activities.length})
        </Typography>
      </Typography>
      <Stack spacing={1}>
        {activities.map((activity) => (
          <BoardCard key={activity.id} activity={activity} />
        ))}
      </Stack>
    </Paper>
  );
}

function BoardCard({ activity }: { activity: Activity }) {
  const movable = activity.permissions.includes("WRITE");
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, transform, isDragging } = useDraggable({
    id: activity.id,
    disabled: !movable,
  });
  return (
    <Card
      ref={setNodeRef}
      variant="outlined"
      data-activity={activity.id}
      sx={{
        p: 1.5,
        transform: CSS.Translate.toString(transform),
        zIndex: isDragging ? 2 : "auto",
        boxShadow: isDragging ? 6 : 0,
        position: "relative",
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        {movable && (
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            aria-label={`Move ${activity.title}`}
            sx={{ cursor: "grab", touchAction: "none", mt: -0.5 }}
            {...attributes}
            {...listeners}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        )}
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={paths.activity(activity.id)} sx={{ fontWeight: 600 }}>
            {activity.title}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {activity.proceeding.code}
            {activity.proceduralStep &&
              ` · ${activity.proceduralStep.number}. ${activity.proceduralStep.title}`}
          </Typography>
          <DueDate activity={activity} />
          <Typography variant="body2">{personName(activity.responsible)}</Typography>
        </Stack>
      </Stack>
    </Card>
  );
}
