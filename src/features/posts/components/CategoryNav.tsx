import { NavLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { POST_CATEGORIES, type PostCategory } from "@rallyhub/domain/posts/categories";
import { POST_MESSAGES } from "@rallyhub/domain/posts/model";

const linkSx = {
  display: "block",
  py: 0.5,
  px: 1,
  borderRadius: 1,
  color: "text.primary",
  "&.active": { bgcolor: "action.selected", fontWeight: 600 },
} as const;

/**
 * The category list of the posts page (spec §2.1): every category of spec §9
 * with its subcategories, each a link; the page shown is marked current.
 */
export function CategoryNav({ categories = POST_CATEGORIES }: { categories?: readonly PostCategory[] }) {
  if (categories.length === 0) {
    return <Typography color="text.secondary">{POST_MESSAGES.noCategories}</Typography>;
  }
  return (
    <Box component="nav" aria-label="Post categories">
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {categories.map((category) => (
          <Box component="li" key={category.slug} sx={{ mb: 1.5 }}>
            <Link component={NavLink} to={`/posts/${category.slug}`} end underline="hover" sx={{ ...linkSx, fontWeight: 600 }}>
              {category.label}
            </Link>
            <Box component="ul" aria-label={`${category.label} subcategories`} sx={{ listStyle: "none", p: 0, m: 0, pl: 1.5 }}>
              {category.subCategories.map((sub) => (
                <li key={sub.slug}>
                  <Link component={NavLink} to={`/posts/${category.slug}/${sub.slug}`} underline="hover" variant="body2" sx={linkSx}>
                    {sub.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
