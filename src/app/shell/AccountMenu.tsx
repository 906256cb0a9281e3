import { Link as RouterLink } from "react-router-dom";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";

export interface AccountMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  name: string;
  onLogout: () => void;
  loggingOut: boolean;
}

export default function AccountMenu({ anchor, onClose, name, onLogout, loggingOut }: AccountMenuProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} onClick={onClose}>
      <MenuItem disabled sx={{ opacity: "1 !important" }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          Signed in as {name}
        </Typography>
      </MenuItem>
      <MenuItem component={RouterLink} to="/home">
        Home
      </MenuItem>
      <MenuItem component={RouterLink} to="/profile">
        Profile
      </MenuItem>
      <MenuItem component={RouterLink} to="/profile/settings">
        Settings
      </MenuItem>
      <MenuItem onClick={onLogout} disabled={loggingOut}>
        {loggingOut ? "Logging out…" : "Log out"}
      </MenuItem>
    </Menu>
  );
}
