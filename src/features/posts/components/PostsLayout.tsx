import { useState } from "react";
import { Link as RouterLink, Outlet, useLocation, useMatches, useNavigate } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { resolvePostRoute, subCategoryPath } from "@rallyhub/domain/posts/categories";
import { CategoryNav } from "./CategoryNav";
import { PostFormDialog } from "./PostFormDialog";
import { useViewer } from "./useViewer";

/** The category and subcategory of the page shown (from the deepest route's address), as labels, when they exist. */
function usePagePlace(): { category?: string; subCategory?: string } {
  const params = useMatches().at(-1)?.params ?? {};
  if (!params.category) return {};
  const route = resolvePostRoute(params.category, params.subcategory);
  if (!route.ok) return route.problem === "unknownSubCategory" ? { category: route.category.label } : {};
  return { category: route.category.label, subCategory: route.subCategory?.label };
}

/**
 * The posts route (spec §2.1): the heading Community Posts, the category list
 * and an outlet for the category, list or post below. On a phone the category
 * list folds away once a category is open.
 */
export function Component() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"));
  const place = usePagePlace();
  const [browsing, setBrowsing] = useState(false);
  const atIndex = place.category === undefined;
  const showNav = wide || atIndex || browsing;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 3, justifyContent: "space-between", alignItems: { sm: "center" } }}>
        <Box>
          <Typography component="h1" variant="h4">
            Community Posts
          </Typography>
          <Typography color="text.secondary">Find a game, a sub, a coach or gear, and meet players near you.</Typography>
        </Box>
        <WriteAction place={place} />
      </Stack>
      <Grid container spacing={{ xs: 2, md: 4 }}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>
          {wide || atIndex ? null : (
            <Button variant="outlined" fullWidth aria-expanded={browsing} aria-controls="post-categories" onClick={() => setBrowsing((b) => !b)}>
              {browsing ? "Hide categories" : "Browse categories"}
            </Button>
          )}
          <Collapse in={showNav} id="post-categories" sx={{ mt: wide || atIndex ? 0 : 1.5 }}>
            <CategoryNav />
          </Collapse>
        </Grid>
        <Grid size={{ xs: 12, md: 8, lg: 9 }}>
          <Outlet />
        </Grid>
      </Grid>
    </Container>
  );
}

/**
 * Writing a post: for signed-in users with a finished profile (spec §2.1
 * guards); others are told how to get there. A new post starts in the
 * category and subcategory of the page; once published, its list opens.
 */
function WriteAction({ place }: { place: { category?: string; subCategory?: string } }) {
  const viewer = useViewer();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!viewer.known) return null;
  const here = encodeURIComponent(`${location.pathname}${location.search}`);
  if (!viewer.uid) {
    return (
      <Button component={RouterLink} to={`/auth/login?returnUrl=${here}`} variant="outlined">
        Sign in to write a post
      </Button>
    );
  }
  if (!viewer.canWrite) {
    return (
      <Button component={RouterLink} to={`/user-onboarding?returnUrl=${here}`} variant="outlined">
        Finish your profile to post
      </Button>
    );
  }
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Write a post
      </Button>
      <PostFormDialog
        open={open}
        onClose={() => setOpen(false)}
        start={place}
        onSaved={(saved) => {
          // Its list, from the first page (also when already there: pages shown before the new post would now skip one).
          const list = subCategoryPath(saved.category, saved.subCategory);
          void navigate(list, { replace: location.pathname === list });
        }}
      />
    </>
  );
}
