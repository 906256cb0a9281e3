import { useState } from "react";
import { Navigate, useLocation, useParams, type LoaderFunctionArgs } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { appStore } from "@/lib/session/storeAccess";
import { currentSession } from "@/lib/session/authGate";
import { resolvePostRoute } from "@rallyhub/domain/posts/categories";
import { POST_MESSAGES } from "@rallyhub/domain/posts/model";
import { postsApi, useListPostsQuery } from "../api/postsApi";
import { PostCard } from "./PostCard";
import { RouteProblem } from "./RouteProblem";
import { useViewer } from "./useViewer";
import { RetryAlert } from "@/components/RetryAlert";

/**
 * posts/{category}/{subcategory}: the first page is asked for as soon as the
 * address is known to be a real subcategory and Firebase Auth has said who is
 * reading (whose blocks apply). Not awaited: the page shows 'Loading posts...'.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const route = resolvePostRoute(params.category, params.subcategory);
  if (route.ok && route.subCategory) {
    const { category, subCategory } = route;
    void currentSession()
      .then((session) =>
        appStore().dispatch(postsApi.endpoints.listPosts.initiate({ category: category.label, subCategory: subCategory.label, cursor: null, viewer: session.user?.uid ?? null }, { subscribe: false })),
      )
      .catch(() => undefined);
  }
  return null;
}

/**
 * posts/{category}/{subcategory} (spec §2.1): titled Post Board, headed
 * 'Posts in {category} - {subcategory}', the subcategory's posts newest first,
 * 20 at a time with Show more; 'Loading posts...' while they load and 'No
 * posts found in this category.' when there are none (spec §8).
 */
export function Component() {
  const params = useParams();
  const location = useLocation();
  const route = resolvePostRoute(params.category, params.subcategory ?? "");
  if (!route.ok) return <RouteProblem route={route} />;
  // An address written with the labels, or in capitals, goes to the list's own address.
  const canonical = `/posts/${route.category.slug}/${route.subCategory?.slug ?? ""}`;
  if (location.pathname !== canonical) return <Navigate to={{ pathname: canonical, search: location.search }} replace />;
  const category = route.category.label;
  const subCategory = route.subCategory?.label ?? "";
  return (
    <Box component="section" aria-labelledby="post-board-title">
      <PageHead title="Post Board" description={`Posts in ${category} - ${subCategory}`} />
      <Typography id="post-board-title" component="h2" variant="h5" sx={{ mb: 2 }}>
        {`Posts in ${category} - ${subCategory}`}
      </Typography>
      {/* Paging starts again with each visit (a post written from here comes back as a new visit, its list from the first page). */}
      <PostList key={location.key} category={category} subCategory={subCategory} />
    </Box>
  );
}

function PostList({ category, subCategory }: { category: string; subCategory: string }) {
  const viewer = useViewer();
  // Each page is asked for with the cursor the page before it ended at.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  if (!viewer.known) return <Loading />;
  return (
    <Stack component="ul" spacing={1.5} aria-label={`Posts in ${category} - ${subCategory}`} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {cursors.map((cursor, i) => (
        <PostChunk
          key={cursor ?? "first"}
          args={{ category, subCategory, cursor, viewer: viewer.uid }}
          first={i === 0}
          last={i === cursors.length - 1}
          onMore={(next) => setCursors((c) => [...c, next])}
        />
      ))}
    </Stack>
  );
}

function Loading() {
  return (
    <Box role="status" aria-live="polite">
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {POST_MESSAGES.loading}
      </Typography>
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={96} sx={{ mt: 1.5 }} />
    </Box>
  );
}

function PostChunk({ args, first, last, onMore }: { args: { category: string; subCategory: string; cursor: string | null; viewer: string | null }; first: boolean; last: boolean; onMore: (next: string) => void }) {
  const page = useListPostsQuery(args);
  if (page.isLoading) {
    return (
      <Box component="li">
        <Loading />
      </Box>
    );
  }
  if (page.isError) {
    return (
      <Box component="li">
        <RetryAlert onRetry={() => void page.refetch()}>{page.error.message}</RetryAlert>
      </Box>
    );
  }
  const posts = page.data?.posts ?? [];
  const next = page.data?.next ?? null;
  return (
    <>
      {first && posts.length === 0 && !next ? (
        <Box component="li">
          <Typography color="text.secondary">{POST_MESSAGES.empty}</Typography>
        </Box>
      ) : null}
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {last && next ? (
        <Box component="li" sx={{ textAlign: "center" }}>
          <Button variant="outlined" disabled={page.isFetching} onClick={() => onMore(next)}>
            Show more
          </Button>
        </Box>
      ) : null}
    </>
  );
}
