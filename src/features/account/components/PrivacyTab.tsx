import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useAppSelector } from "@/lib/hooks";
import { PageLoader } from "@/components/PageLoader";
import { selectAuth } from "@/lib/session/authSlice";
import { BlockedConversations } from "./privacy/BlockedConversations";
import { BlockUsersSection } from "./privacy/BlockUsersSection";
import { DeleteAccountSection } from "./privacy/DeleteAccountSection";
import { PrivacyToggles } from "./privacy/PrivacyToggles";

/** Settings tab 'privacy' (spec §2.9): toggles, a block list, blocked conversations and account deletion. */
export default function PrivacyTab() {
  const auth = useAppSelector(selectAuth);
  if (!auth.user || !auth.profile) return <PageLoader label="Loading your privacy settings" />;
  const uid = auth.user.uid;
  return (
    <Stack spacing={4}>
      <Box>
        <Typography id="privacy-title" variant="h5" component="h2" gutterBottom>
          Privacy
        </Typography>
        <Typography color="text.secondary">Choose what other players see and who can reach you. Changes are saved as you make them.</Typography>
      </Box>

      <Section id="privacy-visibility" title="Visibility and messages">
        <PrivacyToggles />
      </Section>

      <Divider />

      <Section id="privacy-block-users" title="Block users">
        <BlockUsersSection />
      </Section>

      <Divider />

      <Section id="privacy-blocked-conversations" title="Blocked conversations">
        <BlockedConversations key={uid} uid={uid} />
      </Section>

      <Divider />

      <Section id="privacy-delete-account" title="Delete account">
        <DeleteAccountSection />
      </Section>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
