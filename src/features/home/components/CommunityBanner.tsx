import { Link as RouterLink } from "react-router-dom";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { Flex } from "@/components/Flex";
import Typography from "@mui/material/Typography";
import { brand } from "@/lib/brand";

/** Spec §2.10: a community banner (the post board and communities). */
export function CommunityBanner() {
  return (
    <Paper
      component="section"
      data-tour="community-highlights"
      aria-labelledby="home-community-heading"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, color: "primary.contrastText", bgcolor: "primary.main", backgroundImage: "linear-gradient(135deg, rgba(255,255,255,0.12), rgba(0,0,0,0.12))" }}
    >
      <Flex spacing={1.5}>
        <Typography id="home-community-heading" component="h2" variant="h6">
          Your {brand.productName} community
        </Typography>
        <Typography>Find a game, a sub, a coach or a carpool: see what players near you are posting, or start a team of your own.</Typography>
        <Flex direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
          <Button component={RouterLink} to="/posts" variant="contained" color="inherit" sx={{ color: "primary.main" }}>
            Community Posts
          </Button>
          <Button component={RouterLink} to="/teams/create" variant="outlined" color="inherit">
            Create Team
          </Button>
        </Flex>
      </Flex>
    </Paper>
  );
}
