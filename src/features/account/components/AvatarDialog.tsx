import { useEffect, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Slider from "@mui/material/Slider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { APP_MESSAGES } from "@/lib/messages";
import { useGetUploadsAvailableQuery, useSetPhotoURLMutation, useUploadAvatarMutation } from "../api/accountApi";
import { AVATAR_COLORS, AVATAR_SIZE, cropRect, generatedAvatar, MAX_UPLOAD_BYTES } from "../model/avatar";

export interface AvatarDialogProps {
  uid: string;
  name: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Spec §2.7 avatar dialog (600×675): pick a photo, crop and resize it in the
 * browser, upload it to Storage. Where Storage is absent it says so and offers
 * generated avatars instead — never a pretend upload.
 */
export function AvatarDialog({ uid, name, open, onClose }: AvatarDialogProps) {
  const uploads = useGetUploadsAvailableQuery(undefined, { skip: !open });
  const canUpload = uploads.data ?? (uploads.isError ? false : null);
  // A failure shows in the dialog (below the title), not in a toast.
  const [uploadAvatar] = useAppMutation(useUploadAvatarMutation, { failure: "none" });
  const [setPhotoURL] = useAppMutation(useSetPhotoURLMutation, { failure: "none" });
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offsetX, setOffsetX] = useState(0);
  const [offsetY, setOffsetY] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const c = canvas.current;
    if (!c || !image) return;
    const ctx = c.getContext("2d");
    if (!ctx) return;
    const r = cropRect(image.naturalWidth, image.naturalHeight, zoom, offsetX, offsetY);
    ctx.clearRect(0, 0, AVATAR_SIZE, AVATAR_SIZE);
    ctx.drawImage(image, r.sx, r.sy, r.size, r.size, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  }, [image, zoom, offsetX, offsetY]);

  /** Closing forgets the chosen photo and any message, so a reopened dialog starts clean. */
  const close = () => {
    setImage(null);
    setZoom(1);
    setOffsetX(0);
    setOffsetY(0);
    setProblem(null);
    onClose();
  };

  const choose = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!file.type.startsWith("image/")) return setProblem("Choose an image file (JPEG, PNG, WebP…).");
    if (file.size > MAX_UPLOAD_BYTES) return setProblem("That image is larger than 8 MB. Choose a smaller one.");
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      setImage(img);
      setZoom(1);
      setOffsetX(0);
      setOffsetY(0);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      setProblem("That image could not be read. Choose another.");
    };
    img.src = url;
  };

  const saveUpload = async () => {
    const c = canvas.current;
    if (!c) return;
    setBusy(true);
    const blob = await new Promise<Blob | null>((resolve) => c.toBlob(resolve, "image/jpeg", 0.9));
    if (!blob) {
      setProblem("Could not prepare the image");
      setBusy(false);
      return;
    }
    const uploaded = await uploadAvatar({ uid, image: blob });
    setBusy(false);
    if (uploaded.error) return setProblem(uploaded.error.message || APP_MESSAGES.failure.photoUpload);
    toast.success("Your photo was updated");
    close();
  };

  const pickGenerated = async (color: string) => {
    setBusy(true);
    const saved = await setPhotoURL({ uid, photoURL: generatedAvatar(name, color) });
    setBusy(false);
    if (saved.error) return setProblem(saved.error.message || APP_MESSAGES.failure.photoSave);
    toast.success("Your avatar was updated");
    close();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="avatar-title" slotProps={{ paper: { sx: { width: 600, maxWidth: "100%", maxHeight: 675 } } }}>
      <DialogTitle id="avatar-title">Profile photo</DialogTitle>
      <DialogContent>
        {problem ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        ) : null}
        {canUpload === false ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Photo uploads are not available here (no file storage service is configured). Choose a generated avatar instead.
          </Alert>
        ) : null}
        {canUpload ? (
          <Stack spacing={2} sx={{ mb: 3, alignItems: "center" }}>
            <Button variant="outlined" component="label">
              Choose a photo
              <input hidden type="file" accept="image/*" onChange={(e) => choose(e.target.files?.[0])} />
            </Button>
            {image ? (
              <>
                <Box
                  component="canvas"
                  ref={canvas}
                  width={AVATAR_SIZE}
                  height={AVATAR_SIZE}
                  aria-label="Cropped photo preview"
                  sx={{ width: 200, height: 200, borderRadius: "50%", border: 1, borderColor: "divider" }}
                />
                <Box sx={{ width: "100%", maxWidth: 360 }}>
                  <Typography id="zoom-label" variant="body2">
                    Zoom
                  </Typography>
                  <Slider aria-labelledby="zoom-label" min={1} max={4} step={0.05} value={zoom} onChange={(_e, v) => setZoom(v)} />
                  <Typography id="x-label" variant="body2">
                    Left – right
                  </Typography>
                  <Slider aria-labelledby="x-label" min={-1} max={1} step={0.01} value={offsetX} onChange={(_e, v) => setOffsetX(v)} />
                  <Typography id="y-label" variant="body2">
                    Up – down
                  </Typography>
                  <Slider aria-labelledby="y-label" min={-1} max={1} step={0.01} value={offsetY} onChange={(_e, v) => setOffsetY(v)} />
                </Box>
              </>
            ) : null}
          </Stack>
        ) : null}
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Generated avatars
        </Typography>
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          {AVATAR_COLORS.map((color) => (
            <IconButton key={color} onClick={() => void pickGenerated(color)} disabled={busy} aria-label={`Use a generated avatar in ${color}`}>
              <Avatar src={generatedAvatar(name, color)} alt="" sx={{ width: 56, height: 56 }} />
            </IconButton>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        {canUpload ? (
          <Button variant="contained" disabled={!image || busy} onClick={() => void saveUpload()}>
            {busy ? "Saving…" : "Save photo"}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
