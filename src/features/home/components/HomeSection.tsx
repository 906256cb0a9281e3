import type { ReactNode } from "react";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { Flex } from "@/components/Flex";
import Typography from "@mui/material/Typography";
import { SectionPlaceholder } from "@/components/SectionPlaceholder";
import { ErrorNote } from "./homeParts";

export interface HomeSectionProps {
  /** The tour anchor (home-plan: data-tour keys in tour order). */
  tour: string;
  id: string;
  title: string;
  /** Beside the heading: a count, a filter, a toggle. */
  aside?: ReactNode;
  children: ReactNode;
  /** Spans both columns of the wide layout. */
  wide?: boolean;
}

/** One home section: a labelled region with its heading; the section decides its own loading, empty and error states. */
export function HomeSection({ tour, id, title, aside, children, wide = false }: HomeSectionProps) {
  return (
    <Paper component="section" variant="outlined" data-tour={tour} aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0, gridColumn: wide ? { md: "1 / -1" } : undefined }}>
      <Flex direction="row" sx={{ alignItems: "center", justifyContent: "space-between", gap: 1, flexWrap: "wrap", mb: 1.5 }}>
        <Typography id={`${id}-heading`} component="h2" variant="h6">
          {title}
        </Typography>
        {aside}
      </Flex>
      {children}
    </Paper>
  );
}

/** Spec §9: the skeleton is 224px high below 1201px wide, else 383px. */
export function SectionSkeleton({ label }: { label: string }) {
  return <SectionPlaceholder label={label} />;
}

/** A section that failed: what went wrong and Retry (the rest of the page stays). */
export function SectionError({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  return (
    <ErrorNote
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message || "This section could not be loaded."}
    </ErrorNote>
  );
}

export function SectionEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex spacing={1} sx={{ py: 2, textAlign: "center", alignItems: "center" }}>
      <Typography>{title}</Typography>
      {children}
    </Flex>
  );
}
