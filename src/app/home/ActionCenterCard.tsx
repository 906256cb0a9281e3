import { Link as RouterLink } from "react-router-dom";
import Button from "@mui/material/Button";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { Flex } from "@/components/Flex";
import Typography from "@mui/material/Typography";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import TaskAltIcon from "@mui/icons-material/TaskAlt";
import { useAppDispatch, useAppSelector } from "@/lib/hooks";
import { isOrganizer } from "@/lib/session/roles";
import { useGetPendingInvitationCountQuery } from "@/features/teams/public";
import { isProfileComplete, type UserProfile } from "@/lib/session/userProfile";
import { useHasAvailabilityQuery } from "@/features/home/api/homeApi";
import { actionCenterToggled } from "@/features/home/model/homeSlice";
import { actionTasks, type ActionTask } from "@/features/home/model/homeModel";
import { HomeSection, SectionError, SectionSkeleton } from "@/features/home/components/HomeSection";
import { Tag } from "@/features/home/components/homeParts";

const CONTENT_ID = "home-action-center-tasks";

/** Spec §2.10/§4 Home: the Action Center card: incomplete tasks, each with its text and a link; the header counts them; it collapses. */
export function ActionCenterCard({ uid, profile }: { uid: string; profile: UserProfile }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.home.actionCenterOpen);
  const invitations = useGetPendingInvitationCountQuery(uid);
  const availability = useHasAvailabilityQuery(uid);
  const tasks: ActionTask[] = actionTasks({
    pendingInvitations: invitations.data ?? 0,
    profileComplete: isProfileComplete(profile),
    hasAvailability: availability.isSuccess ? availability.data : null,
    isOrganizer: isOrganizer(profile),
    stripeChargesEnabled: profile.stripeChargesEnabled,
  });
  const loading = invitations.isLoading || availability.isLoading;
  const count = tasks.length;

  return (
    <HomeSection
      tour="action-center"
      id="home-action-center"
      title="Action Center"
      wide
      aside={
        <Flex direction="row" spacing={1} sx={{ alignItems: "center" }}>
          {loading ? null : <Tag tone={count > 0 ? "primary" : "default"}>{`${count} ${count === 1 ? "task" : "tasks"}`}</Tag>}
          <IconButton
            aria-expanded={open}
            aria-controls={CONTENT_ID}
            aria-label={open ? "Collapse Action Center" : "Expand Action Center"}
            onClick={() => dispatch(actionCenterToggled())}
            size="small"
          >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </Flex>
      }
    >
      <Box id={CONTENT_ID} hidden={!open}>
        {loading ? (
          <SectionSkeleton label="Loading your tasks" />
        ) : (
          <Flex spacing={1.5}>
            {invitations.isError ? <SectionError message={invitations.error.message} onRetry={() => void invitations.refetch()} /> : null}
            {count === 0 && !invitations.isError ? (
              <Flex direction="row" spacing={1} sx={{ alignItems: "center", color: "success.main" }}>
                <TaskAltIcon aria-hidden />
                <Typography>You are all caught up. Nothing needs your attention.</Typography>
              </Flex>
            ) : (
              <Flex component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: "none" }}>
                {tasks.map((task) => (
                  <Flex
                    component="li"
                    key={task.id}
                    direction={{ xs: "column", sm: "row" }}
                    spacing={1}
                    sx={{ alignItems: { xs: "flex-start", sm: "center" }, justifyContent: "space-between", p: 1.5, borderRadius: 1, bgcolor: "action.hover" }}
                  >
                    <Typography sx={{ overflowWrap: "anywhere" }}>{task.text}</Typography>
                    {task.to ? (
                      <Button component={RouterLink} to={task.to} size="small" variant="outlined" sx={{ flexShrink: 0 }}>
                        {task.actionLabel}
                      </Button>
                    ) : null}
                  </Flex>
                ))}
              </Flex>
            )}
          </Flex>
        )}
      </Box>
    </HomeSection>
  );
}
