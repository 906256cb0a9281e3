import { useState } from "react";
import { Link as RouterLink, Navigate, useNavigate, useParams, type LoaderFunctionArgs } from "react-router-dom";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { PageHead } from "@/components/PageHead";
import { useAppMutation } from "@/lib/useAppMutation";
import { appStore } from "@/lib/session/storeAccess";
import { toast } from "@/lib/toast";
import { currentSession } from "@/lib/session/authGate";
import { categoryPath, postPath, resolvePostRoute, subCategoryPath } from "@rallyhub/domain/posts/categories";
import { POST_MESSAGES, type Post } from "@rallyhub/domain/posts/model";
import { postsApi, useDeletePostMutation, useGetPostQuery } from "../api/postsApi";
import { postedOn } from "../model/format";
import { PostFormDialog } from "./PostFormDialog";
import { ReportPostDialog } from "./ReportPostDialog";
import { RouteProblem } from "./RouteProblem";
import { useViewer } from "./useViewer";

/** posts/{category}/{subcategory}/{postId}: the post is asked for once Firebase Auth has said who is reading (the rules apply their blocks). */
export function loader({ params }: LoaderFunctionArgs) {
  const id = params.postId;
  if (id) {
    void currentSession()
      .then((session) => appStore().dispatch(postsApi.endpoints.getPost.initiate({ id, viewer: session.user?.uid ?? null }, { subscribe: false })))
      .catch(() => undefined);
  }
  return null;
}

/**
 * posts/{category}/{subcategory}/{postId} (spec §2.1): the whole post, who
 * wrote it (linking to their profile) and when. Its author edits or deletes it
 * (after asking); other signed-in users can report it. A post that does not
 * exist, or whose author is kept apart from the reader by a block, says so.
 * An address whose category is not the post's (it was moved) goes to the
 * post's own address.
 */
export function Component() {
  const params = useParams();
  const route = resolvePostRoute(params.category, params.subcategory ?? "");
  if (!route.ok) return <RouteProblem route={route} />;
  return <PostView key={params.postId} id={params.postId ?? ""} backTo={`/posts/${route.category.slug}/${route.subCategory?.slug ?? ""}`} />;
}

function PostView({ id, backTo }: { id: string; backTo: string }) {
  const viewer = useViewer();
  const post = useGetPostQuery({ id, viewer: viewer.uid }, { skip: !viewer.known });
  const [deleted, setDeleted] = useState(false);
  if (deleted) {
    return <Typography role="status">{POST_MESSAGES.deleted}</Typography>;
  }
  if (!viewer.known || post.isLoading) {
    return (
      <Box role="status" aria-label="Loading post">
        <Skeleton variant="text" height={48} width="60%" />
        <Skeleton variant="rounded" height={160} sx={{ mt: 1 }} />
      </Box>
    );
  }
  if (post.isError) {
    const error = post.error;
    const unavailable = error.code === "permission-denied";
    return (
      <>
        <PageHead title={unavailable ? "Post not available" : "Post"} robots="noindex" />
        <Alert
          severity={unavailable ? "info" : "error"}
          action={
            unavailable ? (
              <Button component={RouterLink} to={backTo} color="inherit">
                Back to the list
              </Button>
            ) : (
              <Button color="inherit" onClick={() => void post.refetch()}>
                Retry
              </Button>
            )
          }
        >
          {error.message}
        </Alert>
      </>
    );
  }
  if (!post.data) {
    return (
      <>
        <PageHead title={POST_MESSAGES.notFound} robots="noindex" />
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={backTo} color="inherit">
              Back to the list
            </Button>
          }
        >
          <AlertTitle>{POST_MESSAGES.notFound}</AlertTitle>
          {POST_MESSAGES.notFoundDetail}
        </Alert>
      </>
    );
  }
  const current = post.data;
  const canonical = postPath(current);
  // A post moved to another subcategory (or an old link): its own address.
  if (canonical !== `${backTo}/${encodeURIComponent(id)}`) return <Navigate to={canonical} replace />;
  return <PostBody post={current} viewerUid={viewer.uid} onDeleted={() => setDeleted(true)} />;
}

function PostBody({ post, viewerUid, onDeleted }: { post: Post; viewerUid: string | null; onDeleted: () => void }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  // A failure is told in a toast; the dialog stays open, so Delete can be tried again.
  const [remove, removal] = useAppMutation(useDeletePostMutation);
  const mine = viewerUid !== null && viewerUid === post.authorId;
  const list = subCategoryPath(post.category, post.subCategory);
  const confirmDelete = async () => {
    if ((await remove(post)).error) return;
    onDeleted();
    setConfirming(false);
    toast.success(POST_MESSAGES.deleted, { duration: "short" });
    void navigate(list, { replace: true });
  };
  return (
    <Box component="article" aria-labelledby="post-title">
      <PageHead title={post.title} description={post.text.slice(0, 160)} />
      <Breadcrumbs aria-label="Where this post is" sx={{ mb: 1.5 }}>
        <Link component={RouterLink} to={categoryPath(post.category)} underline="hover" color="inherit">
          {post.category}
        </Link>
        <Link component={RouterLink} to={list} underline="hover" color="inherit">
          {post.subCategory}
        </Link>
      </Breadcrumbs>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="post-title" component="h2" variant="h5" sx={{ overflowWrap: "anywhere" }}>
          {post.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          By{" "}
          <Link component={RouterLink} to={`/profile/${encodeURIComponent(post.authorId)}`}>
            {post.authorName}
          </Link>
          {post.createdAt > 0 ? ` · ${postedOn(post.createdAt)}` : ""}
          {post.updatedAt !== null ? " · edited" : ""}
        </Typography>
        <Typography data-testid="post-text" sx={{ mt: 2, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {post.text}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: "wrap", rowGap: 1 }}>
          <Button component={RouterLink} to={list}>
            Back to {post.subCategory}
          </Button>
          {mine ? (
            <>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            </>
          ) : viewerUid ? (
            <Button color="warning" onClick={() => setReporting(true)}>
              Report
            </Button>
          ) : null}
        </Stack>
      </Paper>
      {mine ? (
        <>
          {/* A post moved to another subcategory is reloaded and goes to its new address (PostView). */}
          <PostFormDialog open={editing} onClose={() => setEditing(false)} post={post} />
          <ConfirmDialog
            open={confirming}
            title="Delete this post?"
            confirmLabel="Delete post"
            cancelLabel="Keep post"
            destructive
            busy={removal.isLoading}
            onConfirm={() => void confirmDelete()}
            onClose={() => setConfirming(false)}
          >
            {`"${post.title}" will be removed from the board for everyone. This cannot be undone.`}
          </ConfirmDialog>
        </>
      ) : (
        <ReportPostDialog open={reporting} post={post} onClose={() => setReporting(false)} />
      )}
    </Box>
  );
}
