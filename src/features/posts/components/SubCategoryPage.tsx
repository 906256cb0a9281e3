import { Navigate, useLocation, useParams, type LoaderFunctionArgs } from "react-router-dom";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { appStore } from "@/lib/session/storeAccess";
import { currentSession } from "@/lib/session/authGate";
import { resolvePostRoute } from "@rallyhub/domain/posts/categories";
import { POST_MESSAGES } from "@rallyhub/domain/posts/model";
import { postsApi, useListPostsInfiniteQuery } from "../api/postsApi";
import { PostCard } from "./PostCard";
import { RouteProblem } from "./RouteProblem";
import { useViewer } from "./useViewer";
import { PagedList } from "@/components/PagedList";

/**
 * posts/{category}/{subcategory}: the first page is asked for as soon as the
 * address is known to be a real subcategory and Firebase Auth has said who is
 * reading (whose blocks apply). Not awaited: the page shows 'Loading posts...'.
 * Paging starts again with each visit: pages shown on an earlier visit are
 * dropped from the cache, the first one kept.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const route = resolvePostRoute(params.category, params.subcategory);
  if (route.ok && route.subCategory) {
    const { category, subCategory } = route;
    void currentSession()
      .then((session) => {
        const args = { category: category.label, subCategory: subCategory.label, viewer: session.user?.uid ?? null };
        const firstPageOnly = postsApi.util.updateQueryData("listPosts", args, (draft) => {
          draft.pages.splice(1);
          draft.pageParams.splice(1);
        });
        // The store's state type leaves out the api, which joins it lazily (lib/storeInjection.ts).
        appStore().dispatch(firstPageOnly as unknown as Parameters<ReturnType<typeof appStore>["dispatch"]>[0]);
        return appStore().dispatch(postsApi.endpoints.listPosts.initiate(args, { subscribe: false }));
      })
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
      <PostList category={category} subCategory={subCategory} />
    </Box>
  );
}

function PostList({ category, subCategory }: { category: string; subCategory: string }) {
  const viewer = useViewer();
  const pages = useListPostsInfiniteQuery({ category, subCategory, viewer: viewer.uid }, { skip: !viewer.known });
  return (
    <PagedList
      query={pages}
      items={(page) => page.posts}
      itemKey={(post) => post.id}
      loading={<Loading />}
      loadingMore={<Loading />}
      empty={<Typography color="text.secondary">{POST_MESSAGES.empty}</Typography>}
      list={(cards) => (
        <Stack component="ul" spacing={1.5} aria-label={`Posts in ${category} - ${subCategory}`} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {cards}
        </Stack>
      )}
      renderItem={(post) => <PostCard post={post} />}
      more={{ label: "Show more" }}
    />
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
