import { useState } from "react";
import { useFormContext, useFormState, useWatch, type UseFieldArrayReturn } from "react-hook-form";
import AddIcon from "@mui/icons-material/Add";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { SITE_LIMITS, slugify } from "@rallyhub/domain/sites/constants";
import type { SiteContentInput } from "@rallyhub/domain/sites/model";
import { newId } from "../../model/ids";

type Pages = UseFieldArrayReturn<SiteContentInput, "pages", "key">;

/** An address no other page has: "new-page", then "new-page-2", … */
function freeSlug(base: string, taken: string[]): string {
  let slug = base;
  for (let n = 2; taken.includes(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The site's pages: choose one to edit, add, reorder and delete (the first page is the site's home). */
export function PagesPanel({ pages, selected, onSelect }: { pages: Pages; selected: number; onSelect: (index: number) => void }) {
  const { control, getValues } = useFormContext<SiteContentInput>();
  const { errors } = useFormState<SiteContentInput>();
  const [deleting, setDeleting] = useState<number | null>(null);
  const titles = useWatch({ control, name: "pages" }).map((p) => p.title);
  const add = () => {
    const taken = getValues("pages").map((p) => p.slug);
    pages.append({ id: newId(), title: "New page", slug: freeSlug(slugify("New page"), taken), seoDescription: "", blocks: [] });
    onSelect(pages.fields.length);
  };
  const move = (from: number, to: number) => {
    pages.move(from, to);
    if (selected === from) onSelect(to);
    else if (selected === to) onSelect(from);
  };
  const remove = (index: number) => {
    pages.remove(index);
    onSelect(Math.max(0, selected >= index ? selected - 1 : selected));
    setDeleting(null);
  };
  const count = pages.fields.length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pages-title" sx={{ p: 2 }}>
      <Typography id="pages-title" variant="h6" component="h2" gutterBottom>
        Pages
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        The first page is your site's home.
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: "none", p: 0, m: 0 }} aria-label="Pages of the site">
        {pages.fields.map((field, i) => {
          const title = titles[i]?.trim() || `Page ${i + 1}`;
          const hasErrors = Boolean(errors.pages?.[i]);
          return (
            <Box component="li" key={field.key} sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
              <Button
                onClick={() => onSelect(i)}
                aria-current={i === selected ? "true" : undefined}
                variant={i === selected ? "contained" : "text"}
                color={hasErrors ? "error" : "primary"}
                sx={{ flex: 1, justifyContent: "flex-start", textTransform: "none", minWidth: 0 }}
              >
                <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
                  {title}
                  {hasErrors ? " (needs fixing)" : ""}
                </Box>
              </Button>
              <Tooltip title="Move up">
                <span>
                  <IconButton size="small" aria-label={`Move ${title} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Move down">
                <span>
                  <IconButton size="small" aria-label={`Move ${title} down`} disabled={i === count - 1} onClick={() => move(i, i + 1)}>
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={count === 1 ? "A site needs a page" : "Delete"}>
                <span>
                  <IconButton size="small" aria-label={`Delete ${title}`} disabled={count === 1} onClick={() => setDeleting(i)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          );
        })}
      </Stack>
      {errors.pages?.root?.message || errors.pages?.message ? (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {errors.pages.root?.message ?? errors.pages.message}
        </Typography>
      ) : null}
      <Button startIcon={<AddIcon />} onClick={add} disabled={count >= SITE_LIMITS.pages} sx={{ mt: 1.5 }}>
        Add page
      </Button>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this page?"
        confirmLabel="Delete page"
        destructive
        onConfirm={() => deleting !== null && remove(deleting)}
        onClose={() => setDeleting(null)}
      >
        {deleting !== null ? `"${titles[deleting]?.trim() || `Page ${deleting + 1}`}" and its blocks are removed from the draft. Nothing changes on your published site until you publish.` : ""}
      </ConfirmDialog>
    </Paper>
  );
}
