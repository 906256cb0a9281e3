import { useState } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import AddIcon from "@mui/icons-material/Add";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FormTextField } from "@/components/form/FormTextField";
import { BLOCK_LABELS, SITE_BLOCK_TYPES, SITE_LIMITS, slugify, type SiteBlockType } from "@rallyhub/domain/sites/constants";
import { newBlock, type SiteContentInput } from "@rallyhub/domain/sites/model";
import { newId } from "../../model/ids";
import { BlockFields } from "./BlockFields";

const BLOCK_HINTS: Record<SiteBlockType, string> = {
  text: "A heading and paragraphs",
  image: "A picture with a description",
  button: "A link styled as a button",
  events: "Your team's next public games",
  roster: "Who plays on your team",
  contact: "Visitors write to you",
  form: "A registration or waiver form",
};

/** One page: its title, address and search description, then its blocks in order. */
export function PageEditor({ index }: { index: number }) {
  const { control, getValues, setValue } = useFormContext<SiteContentInput>();
  const blocks = useFieldArray({ control, name: `pages.${index}.blocks`, keyName: "key" });
  const title = useWatch({ control, name: `pages.${index}.title` });
  const slug = useWatch({ control, name: `pages.${index}.slug` });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const isHome = index === 0;
  const add = (type: SiteBlockType) => {
    blocks.append(newBlock(type, newId()));
    setMenu(null);
  };
  const headingId = `page-editor-${index}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        Page: {title.trim() || `Page ${index + 1}`}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField name={`pages.${index}.title`} control={control} label="Page title" required fullWidth maxLength={SITE_LIMITS.pageTitle} />
          <FormTextField
            name={`pages.${index}.slug`}
            control={control}
            label="Address"
            required
            fullWidth
            maxLength={SITE_LIMITS.slug}
            helperText={isHome ? `The home page: visitors land here (also at /${slug})` : `Visitors open it at /${slug}`}
          />
        </Stack>
        <Box>
          <Button size="small" onClick={() => setValue(`pages.${index}.slug`, slugify(getValues(`pages.${index}.title`)), { shouldDirty: true, shouldValidate: true })}>
            Make the address from the title
          </Button>
        </Box>
        <FormTextField
          name={`pages.${index}.seoDescription`}
          control={control}
          label="Description for search engines"
          fullWidth
          multiline
          minRows={2}
          maxLength={SITE_LIMITS.seoDescription}
          helperText="Shown by search engines and link previews. Without one, the page title is used."
        />
      </Stack>

      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
        Blocks
      </Typography>
      {blocks.fields.length === 0 ? <Typography color="text.secondary">This page is empty. Add a block to give it content.</Typography> : null}
      <Stack component="ol" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }} aria-label={`Blocks of ${title.trim() || `page ${index + 1}`}`}>
        {blocks.fields.map((field, j) => {
          const label = `${BLOCK_LABELS[field.type]} block ${j + 1}`;
          return (
            <Paper component="li" key={field.key} variant="outlined" sx={{ p: 2, bgcolor: "background.default" }} aria-label={label}>
              <Stack direction="row" sx={{ alignItems: "center", mb: 1.5 }}>
                <Typography sx={{ flex: 1, fontWeight: 700 }}>{BLOCK_LABELS[field.type]}</Typography>
                <IconButton size="small" aria-label={`Move ${label} up`} disabled={j === 0} onClick={() => blocks.move(j, j - 1)}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={`Move ${label} down`} disabled={j === blocks.fields.length - 1} onClick={() => blocks.move(j, j + 1)}>
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={`Remove ${label}`} onClick={() => blocks.remove(j)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
              <BlockFields type={field.type} path={`pages.${index}.blocks.${j}`} />
            </Paper>
          );
        })}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        variant="outlined"
        sx={{ mt: 2 }}
        onClick={(e) => setMenu(e.currentTarget)}
        disabled={blocks.fields.length >= SITE_LIMITS.blocks}
        aria-haspopup="menu"
        aria-expanded={menu ? "true" : undefined}
        aria-controls={menu ? `add-block-${index}` : undefined}
      >
        Add a block
      </Button>
      <Menu id={`add-block-${index}`} anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {SITE_BLOCK_TYPES.map((type) => (
          <MenuItem key={type} onClick={() => add(type)}>
            <Box>
              <Typography>{BLOCK_LABELS[type]}</Typography>
              <Typography variant="body2" color="text.secondary">
                {BLOCK_HINTS[type]}
              </Typography>
            </Box>
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
}
