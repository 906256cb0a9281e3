import { useState } from "react";
import Box from "@mui/material/Box";

/**
 * A photo on a disc, or the name's initial on a grey disc when there is none
 * or it does not load: what MUI's Avatar shows, in a few lines, for the parts
 * of the first screen every signed-in user loads (the account button, the
 * home's teams). Decorative: the name is beside it or in the control's label.
 */
export function InitialsAvatar({ name, photoURL, size = 40 }: { name: string; photoURL: string | null | undefined; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const disc = { width: size, height: size, borderRadius: "50%", display: "flex", alignItems: "center", justifyContent: "center", overflow: "hidden", flexShrink: 0 } as const;
  if (photoURL && failed !== photoURL) {
    return <Box component="img" src={photoURL} alt="" onError={() => setFailed(photoURL)} sx={{ ...disc, objectFit: "cover" }} />;
  }
  return (
    <Box component="span" aria-hidden sx={{ ...disc, bgcolor: "grey.400", color: "common.white", fontSize: size * 0.5 }}>
      {name.slice(0, 1).toUpperCase()}
    </Box>
  );
}
