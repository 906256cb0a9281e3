import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { brand } from "@/lib/brand";

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, sm: 6 } }}>
      <PageHead title={title} robots="noindex" />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box component={RouterLink} to="/" sx={{ display: "inline-flex", alignItems: "center", gap: 1, textDecoration: "none", color: "primary.main", mb: 2 }}>
          <Box component="img" src={brand.logoPath} alt="" sx={{ width: 32, height: 32 }} />
          <Typography component="span" sx={{ fontWeight: 800, fontSize: 20 }}>
            {brand.productName}
          </Typography>
        </Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Container>
  );
}
