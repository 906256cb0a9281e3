import { Navigate, Link as RouterLink, useLocation, useParams } from "react-router-dom";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { resolvePostRoute } from "@rallyhub/domain/posts/categories";
import { RouteProblem } from "./RouteProblem";

/** posts/{category} (spec §2.1): the category and its subcategories, each opening its posts. */
export function Component() {
  const params = useParams();
  const location = useLocation();
  const route = resolvePostRoute(params.category);
  if (!route.ok) return <RouteProblem route={route} />;
  const { category } = route;
  // An address written with the label, or in capitals, goes to the category's own address.
  if (location.pathname !== `/posts/${category.slug}`) return <Navigate to={`/posts/${category.slug}`} replace />;
  return (
    <Box component="section" aria-labelledby="category-title">
      <PageHead title={`${category.label} - Community Posts`} />
      <Typography id="category-title" component="h2" variant="h5" gutterBottom>
        {category.label}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Choose a subcategory to see its posts.
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {category.subCategories.map((sub) => (
          <li key={sub.slug}>
            <Link
              component={RouterLink}
              to={`/posts/${category.slug}/${sub.slug}`}
              underline="none"
              sx={{ display: "block", p: 2, border: 1, borderColor: "divider", borderRadius: 1, fontWeight: 600, "&:hover, &:focus-visible": { borderColor: "primary.main" } }}
            >
              {sub.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
