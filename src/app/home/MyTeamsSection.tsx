import { Link as RouterLink } from "react-router-dom";
import Button from "@mui/material/Button";
import { Flex } from "@/components/Flex";
import Typography from "@mui/material/Typography";
import type { Team } from "@/features/teams/public";
import { HomeSection, SectionEmpty, SectionError, SectionSkeleton } from "@/features/home/components/HomeSection";
import { Tag, TextLink } from "@/features/home/components/homeParts";
import { InitialsAvatar } from "@/components/InitialsAvatar";

/** How many teams the home lists; the rest are on My Communities. */
export const HOME_TEAMS_MAX = 6;

function roleOf(team: Team, uid: string): string {
  if (team.creator === uid) return "Owner";
  if (team.managerIds.includes(uid)) return "Manager";
  return "Player";
}

export interface MyTeamsProps {
  uid: string;
  teams: Team[] | undefined;
  loading: boolean;
  error: { message?: string } | undefined;
  onRetry: () => void;
}

/** Spec §2.10: My Teams and Groups. */
export function MyTeamsSection({ uid, teams, loading, error, onRetry }: MyTeamsProps) {
  const list = teams ?? [];
  return (
    <HomeSection tour="teams-and-groups" id="home-teams" title="My Teams and Groups" aside={list.length > 0 ? <TextLink to="/my-communities">See all</TextLink> : null}>
      {loading ? (
        <SectionSkeleton label="Loading your teams" />
      ) : error ? (
        <SectionError message={error.message} onRetry={onRetry} />
      ) : list.length === 0 ? (
        <SectionEmpty title="You are not on a team yet">
          <Typography variant="body2" color="text.secondary">
            Create a team, or accept an invitation to join one.
          </Typography>
          <Button component={RouterLink} to="/teams/create" variant="outlined" size="small">
            Create Team
          </Button>
        </SectionEmpty>
      ) : (
        <Flex component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: "none" }}>
          {list.slice(0, HOME_TEAMS_MAX).map((team) => (
            <Flex component="li" key={team.id} direction="row" spacing={1.5} sx={{ alignItems: "center", minWidth: 0 }}>
              <InitialsAvatar name={team.name} photoURL={team.photoURL} />
              <Flex sx={{ flex: 1, minWidth: 0 }}>
                <TextLink to={`/team/${team.id}`} strong>
                  {team.name}
                </TextLink>
                <Typography variant="body2" color="text.secondary">
                  {team.gameType ? `${team.gameType} · ` : ""}
                  {team.memberCount} {team.memberCount === 1 ? "member" : "members"}
                </Typography>
              </Flex>
              <Tag>{roleOf(team, uid)}</Tag>
            </Flex>
          ))}
        </Flex>
      )}
    </HomeSection>
  );
}
