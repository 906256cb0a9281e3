import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { postPath } from "@rallyhub/domain/posts/categories";
import type { Post } from "@rallyhub/domain/posts/model";
import { cardText, postedOn } from "../model/format";

/**
 * A post in a list (spec §9): its title, linking to the post, the first 100
 * characters of its text, who wrote it (linking to their profile) and when.
 */
export function PostCard({ post }: { post: Post }) {
  const titleId = `post-${post.id}-title`;
  return (
    <Box component="li" aria-labelledby={titleId} sx={{ p: 2, border: 1, borderColor: "divider", borderRadius: 1, bgcolor: "background.paper" }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
        <Link component={RouterLink} to={postPath(post)} underline="hover" color="inherit">
          {post.title}
        </Link>
      </Typography>
      <Typography data-testid="post-excerpt" color="text.secondary" sx={{ mt: 0.5, overflowWrap: "anywhere" }}>
        {cardText(post.text)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        By{" "}
        <Link component={RouterLink} to={`/profile/${encodeURIComponent(post.authorId)}`}>
          {post.authorName}
        </Link>
        {post.createdAt > 0 ? ` · ${postedOn(post.createdAt)}` : ""}
      </Typography>
    </Box>
  );
}
