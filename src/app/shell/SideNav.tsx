import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import { brand } from "@/lib/brand";
import { SIDENAV_SECTIONS } from "./sideNavSections";

/** Spec §2.6: the application shell has a right-side overlay sidenav. */
export default function SideNav({ open, onClose, signedIn, onReset }: { open: boolean; onClose: () => void; signedIn: boolean; onReset: () => void }) {
  return (
    // The drawer's paper is a modal dialog: it needs a name.
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { "aria-label": "Menu", sx: { width: { xs: "86vw", sm: 320 } } } }}>
      <Box component="nav" aria-label="Main menu">
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 2, py: 1.5 }}>
          <Typography variant="h6" component="p">
            {brand.productName}
          </Typography>
          <IconButton onClick={onClose} aria-label="Close menu">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        {SIDENAV_SECTIONS.map((section, i) => {
          const links = section.links.filter((l) => signedIn || !l.signedIn);
          if (links.length === 0) return null;
          // The heading precedes its list (a <ul> holds only <li>s), and names it.
          return (
            <Box key={section.heading}>
              <ListSubheader component="h2" id={`sidenav-section-${i}`}>
                {section.heading}
              </ListSubheader>
              <List dense aria-labelledby={`sidenav-section-${i}`} sx={{ pt: 0 }}>
                {links.map((link) => (
                  <ListItem key={link.to} disablePadding>
                    <ListItemButton component={RouterLink} to={link.to} onClick={onClose}>
                      <ListItemText primary={link.label} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Box>
          );
        })}
        {/* Not a main action: where someone looking for a fix finds it, last. */}
        <Divider />
        <ListSubheader component="h2" id="sidenav-troubleshooting">
          Troubleshooting
        </ListSubheader>
        <List dense aria-labelledby="sidenav-troubleshooting" sx={{ pt: 0 }}>
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onClose();
                onReset();
              }}
            >
              <ListItemText primary="Reset app data" secondary="Signs you out and clears what this browser saved" />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
