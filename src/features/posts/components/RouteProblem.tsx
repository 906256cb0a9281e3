import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import { PageHead } from "@/components/PageHead";
import type { PostRoute } from "@rallyhub/domain/posts/categories";

/** An address naming a category or subcategory that does not exist: said plainly, with the way back. */
export function RouteProblem({ route }: { route: Extract<PostRoute, { ok: false }> }) {
  const back = route.problem === "unknownSubCategory" ? { to: `/posts/${route.category.slug}`, label: `See ${route.category.label}` } : { to: "/posts", label: "See all categories" };
  return (
    <>
      <PageHead title={route.problem === "unknownSubCategory" ? "Subcategory not found" : "Category not found"} robots="noindex" />
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={back.to} color="inherit">
            {back.label}
          </Button>
        }
      >
        <AlertTitle>{route.problem === "unknownSubCategory" ? "Subcategory not found" : "Category not found"}</AlertTitle>
        {route.message}
      </Alert>
    </>
  );
}
