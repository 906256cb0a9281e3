import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";

/** posts (spec §2.1), before a category is chosen: what the board is for. */
export function Component() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <PageHead title="Community Posts" description="Community posts by category: find a game, a sub, a coach, gear, teams and places to play." />
      <Typography component="h2" variant="h6" gutterBottom>
        Choose a category
      </Typography>
      <Typography color="text.secondary">
        Pick a category and a subcategory to read what players near you are posting, from games that need one more player to gear for sale and leagues with open spots.
      </Typography>
    </Paper>
  );
}
