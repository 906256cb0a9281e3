import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { toast } from "@/lib/toast";
import { AppError } from "@/lib/errors";
import type { AuthState } from "@/lib/session/authSlice";
import { setPhotoURL, uploadAvatar, uploadsAvailable } from "@/features/account/api/avatarRepository";
import { AVATAR_COLORS, generatedAvatar } from "../model/avatar";
import { AvatarDialog } from "./AvatarDialog";
import { AvatarPicker } from "./AvatarPicker";
import { expectToast, queued } from "@/test/toasts";

// The network boundary: Storage (is it there, upload) and the photo URL writes.
vi.mock("@/features/account/api/avatarRepository", () => ({ uploadsAvailable: vi.fn(), uploadAvatar: vi.fn(), setPhotoURL: vi.fn() }));

function signedIn(): AuthState {
  return signedInAuth({ displayName: "Pat Player" }, { status: "success" });
}

function renderDialog(open = true) {
  const onClose = vi.fn();
  const result = renderWithProviders(<AvatarDialog uid="user-1" name="Pat Player" open={open} onClose={onClose} />, { preloadedState: { auth: signedIn() } });
  return { ...result, onClose };
}

const dialog = () => screen.getByRole("dialog", { name: "Profile photo" });
const generated = (color: string) => within(dialog()).getByRole("button", { name: `Use a generated avatar in ${color}` });
const fileInput = () => {
  const input = dialog().querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("No file input");
  return input;
};

function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

function imageFile(name = "me.png", size?: number): File {
  const file = new File(["png-bytes"], name, { type: "image/png" });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
}

beforeEach(() => {
  vi.mocked(uploadsAvailable).mockReset().mockResolvedValue(false);
  vi.mocked(uploadAvatar).mockReset();
  vi.mocked(setPhotoURL).mockReset();
});

afterEach(() => {
  act(() => toast.reset());
});

describe("AvatarDialog opening (spec §2.7, §9 avatar 600x675)", () => {
  it("shows nothing and asks nothing while closed", () => {
    renderDialog(false);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(uploadsAvailable).not.toHaveBeenCalled();
  });

  it("opens from 'Change photo' and closes with Cancel", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AvatarPicker />, { preloadedState: { auth: signedIn() } });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Change photo" }));
    expect(await screen.findByRole("dialog", { name: "Profile photo" })).toBeInTheDocument();
    expect(uploadsAvailable).toHaveBeenCalledTimes(1);
    await user.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("is 600 wide and at most 675 high", () => {
    renderDialog();
    expect(dialog()).toHaveStyle({ width: "600px", maxHeight: "675px" });
  });

  it("calls onClose on Cancel and on Escape", async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(setPhotoURL).not.toHaveBeenCalled();
  });
});

describe("AvatarDialog without file storage: generated avatars", () => {
  it("says uploads are unavailable and offers only generated avatars", async () => {
    renderDialog();
    expect(await within(dialog()).findByText("Photo uploads are not available here (no file storage service is configured). Choose a generated avatar instead.")).toBeInTheDocument();
    expect(within(dialog()).queryByText("Choose a photo")).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole("button", { name: "Save photo" })).not.toBeInTheDocument();
    expect(within(dialog()).getByRole("heading", { name: "Generated avatars" })).toBeInTheDocument();
    expect(within(dialog()).getAllByRole("button", { name: /^Use a generated avatar in / })).toHaveLength(AVATAR_COLORS.length);
  });

  it("saves the chosen generated avatar, says 'Your avatar was updated' and closes", async () => {
    vi.mocked(setPhotoURL).mockResolvedValue();
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.click(generated("#1565c0"));
    expect(setPhotoURL).toHaveBeenCalledTimes(1);
    expect(setPhotoURL).toHaveBeenCalledWith("user-1", generatedAvatar("Pat Player", "#1565c0"));
    const url = vi.mocked(setPhotoURL).mock.calls[0]?.[1] ?? "";
    expect(url.startsWith("data:image/svg+xml")).toBe(true);
    expect(decodeURIComponent(url)).toContain('fill="#1565c0"');
    expect(decodeURIComponent(url)).toContain(">PP</text>");
    await expectToast("Your avatar was updated", "success");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(uploadAvatar).not.toHaveBeenCalled();
  });

  it("disables the choices while saving", async () => {
    let finish: () => void = () => undefined;
    vi.mocked(setPhotoURL).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderDialog();
    await user.click(generated("#0b6e4f"));
    for (const color of AVATAR_COLORS) expect(generated(color)).toBeDisabled();
    expect(within(dialog()).getByRole("button", { name: "Cancel" })).toBeDisabled();
    act(() => finish());
    await expectToast("Your avatar was updated", "success");
  });

  it("shows the error and stays open when saving fails, and lets the user try again", async () => {
    vi.mocked(setPhotoURL).mockRejectedValueOnce(new AppError("permission-denied", "Your photo could not be saved. Please try again.")).mockResolvedValueOnce();
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.click(generated("#c62828"));
    // The info alert about uploads is there too: the error is the other one.
    await waitFor(() =>
      expect(
        within(dialog())
          .getAllByRole("alert")
          .map((a) => a.textContent),
      ).toContain("Your photo could not be saved. Please try again."),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(queued()).not.toContainEqual(expect.objectContaining({ severity: "success" }));
    expect(generated("#c62828")).toBeEnabled();

    await user.click(generated("#c62828"));
    await expectToast("Your avatar was updated", "success");
    expect(setPhotoURL).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("AvatarDialog with file storage: choosing a photo", () => {
  beforeEach(() => {
    vi.mocked(uploadsAvailable).mockResolvedValue(true);
  });

  it("offers a photo and keeps Save photo disabled until one is chosen", async () => {
    renderDialog();
    expect(await within(dialog()).findByText("Choose a photo")).toBeInTheDocument();
    expect(within(dialog()).getByRole("button", { name: "Save photo" })).toBeDisabled();
    expect(fileInput()).toHaveAttribute("accept", "image/*");
    expect(within(dialog()).queryByText(/Photo uploads are not available here/)).not.toBeInTheDocument();
    // Generated avatars stay on offer.
    expect(within(dialog()).getAllByRole("button", { name: /^Use a generated avatar in / })).toHaveLength(AVATAR_COLORS.length);
  });

  it("refuses a file that is not an image", async () => {
    renderDialog();
    await within(dialog()).findByText("Choose a photo");
    choose(new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(within(dialog()).getByRole("alert")).toHaveTextContent("Choose an image file (JPEG, PNG, WebP…).");
    expect(within(dialog()).getByRole("button", { name: "Save photo" })).toBeDisabled();
  });

  it("refuses an image over 8 MB", async () => {
    renderDialog();
    await within(dialog()).findByText("Choose a photo");
    choose(imageFile("huge.png", 8 * 1024 * 1024 + 1));
    expect(within(dialog()).getByRole("alert")).toHaveTextContent("That image is larger than 8 MB. Choose a smaller one.");
    expect(within(dialog()).getByRole("button", { name: "Save photo" })).toBeDisabled();
  });

  it("clears the message when the choice is cancelled", async () => {
    renderDialog();
    await within(dialog()).findByText("Choose a photo");
    choose(new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(within(dialog()).getByRole("alert")).toBeInTheDocument();
    fireEvent.change(fileInput(), { target: { files: [] } });
    expect(within(dialog()).queryByRole("alert")).not.toBeInTheDocument();
  });
});

/**
 * jsdom decodes no images and draws no canvas: a stand-in Image "loads" with a
 * known size (or fails for a file named bad.*), and the canvas context and
 * toBlob are stubs, so the dialog's own steps (crop maths, upload, save) run.
 */
describe("AvatarDialog with file storage: cropping and uploading (stubbed image and canvas)", () => {
  const drawImage = vi.fn();
  const clearRect = vi.fn();
  const revokeObjectURL = vi.fn();
  const jpeg = new Blob(["jpeg-bytes"], { type: "image/jpeg" });
  let toBlob: MockInstance<HTMLCanvasElement["toBlob"]>;

  class LoadingImage {
    naturalWidth = 400;
    naturalHeight = 200;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(url: string) {
      queueMicrotask(() => (url.includes("bad") ? this.onerror?.() : this.onload?.()));
    }
  }

  beforeEach(() => {
    vi.mocked(uploadsAvailable).mockResolvedValue(true);
    drawImage.mockReset();
    clearRect.mockReset();
    vi.stubGlobal("Image", LoadingImage);
    Object.defineProperty(URL, "createObjectURL", { value: (file: File) => `blob:${file.name}`, configurable: true, writable: true });
    Object.defineProperty(URL, "revokeObjectURL", { value: revokeObjectURL, configurable: true, writable: true });
    revokeObjectURL.mockReset();
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({ drawImage, clearRect } as unknown as ReturnType<HTMLCanvasElement["getContext"]>);
    toBlob = vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((callback: BlobCallback) => callback(jpeg));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  async function chooseGoodPhoto() {
    await within(dialog()).findByText("Choose a photo");
    choose(imageFile("me.png"));
    return within(dialog()).findByLabelText("Cropped photo preview");
  }

  it("says so when the image cannot be read", async () => {
    renderDialog();
    await within(dialog()).findByText("Choose a photo");
    choose(imageFile("bad.png"));
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent("That image could not be read. Choose another.");
    expect(within(dialog()).queryByLabelText("Cropped photo preview")).not.toBeInTheDocument();
    expect(within(dialog()).getByRole("button", { name: "Save photo" })).toBeDisabled();
  });

  it("previews the centred square crop and follows the zoom", async () => {
    renderDialog();
    const preview = await chooseGoodPhoto();
    expect(preview).toHaveAttribute("width", "256");
    expect(preview).toHaveAttribute("height", "256");
    // 400×200 at zoom 1: the 200×200 square in the middle, drawn at 256×256.
    await waitFor(() => expect(drawImage).toHaveBeenLastCalledWith(expect.any(LoadingImage), 100, 0, 200, 200, 0, 0, 256, 256));
    const zoom = within(dialog()).getByRole("slider", { name: "Zoom" });
    expect(zoom).toHaveValue("1");
    fireEvent.change(zoom, { target: { value: "2" } });
    // Zoom 2: a 100×100 square, still centred.
    await waitFor(() => expect(drawImage).toHaveBeenLastCalledWith(expect.any(LoadingImage), 150, 50, 100, 100, 0, 0, 256, 256));
    fireEvent.change(within(dialog()).getByRole("slider", { name: "Left – right" }), { target: { value: "1" } });
    await waitFor(() => expect(drawImage).toHaveBeenLastCalledWith(expect.any(LoadingImage), 300, 50, 100, 100, 0, 0, 256, 256));
    expect(within(dialog()).getByRole("slider", { name: "Up – down" })).toBeInTheDocument();
  });

  it("uploads the cropped JPEG, saves its URL, says 'Your photo was updated' and closes", async () => {
    vi.mocked(uploadAvatar).mockResolvedValue("https://storage.example/avatars/user-1.jpg");
    vi.mocked(setPhotoURL).mockResolvedValue();
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await chooseGoodPhoto();
    const save = within(dialog()).getByRole("button", { name: "Save photo" });
    expect(save).toBeEnabled();
    await user.click(save);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), "image/jpeg", 0.9);
    await expectToast("Your photo was updated", "success");
    expect(uploadAvatar).toHaveBeenCalledWith("user-1", jpeg);
    expect(setPhotoURL).toHaveBeenCalledWith("user-1", "https://storage.example/avatars/user-1.jpg");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows 'Saving…' while uploading", async () => {
    let finish: (url: string) => void = () => undefined;
    vi.mocked(uploadAvatar).mockReturnValue(new Promise<string>((resolve) => (finish = resolve)));
    vi.mocked(setPhotoURL).mockResolvedValue();
    const user = userEvent.setup();
    renderDialog();
    await chooseGoodPhoto();
    await user.click(within(dialog()).getByRole("button", { name: "Save photo" }));
    expect(within(dialog()).getByRole("button", { name: "Saving…" })).toBeDisabled();
    expect(within(dialog()).getByRole("button", { name: "Cancel" })).toBeDisabled();
    act(() => finish("https://storage.example/a.jpg"));
    await expectToast("Your photo was updated", "success");
  });

  it("shows the error and keeps the photo when the upload fails", async () => {
    vi.mocked(uploadAvatar).mockRejectedValue(new AppError("unknown", "Your photo could not be uploaded. Please try again."));
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await chooseGoodPhoto();
    await user.click(within(dialog()).getByRole("button", { name: "Save photo" }));
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent("Your photo could not be uploaded. Please try again.");
    expect(setPhotoURL).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog()).getByLabelText("Cropped photo preview")).toBeInTheDocument();
    expect(within(dialog()).getByRole("button", { name: "Save photo" })).toBeEnabled();
  });

  it("lets go of the chosen file's object URL once the image is read", async () => {
    renderDialog();
    await chooseGoodPhoto();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:me.png");
  });

  it("starts clean when reopened: no old photo to upload, no old message", async () => {
    vi.mocked(uploadAvatar).mockRejectedValue(new AppError("unknown", "Your photo could not be uploaded. Please try again."));
    const user = userEvent.setup();
    renderWithProviders(<AvatarPicker />, { preloadedState: { auth: signedIn() } });
    await user.click(screen.getByRole("button", { name: "Change photo" }));
    await chooseGoodPhoto();
    await user.click(within(dialog()).getByRole("button", { name: "Save photo" }));
    expect(await within(dialog()).findByRole("alert")).toBeInTheDocument();
    await user.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Change photo" }));
    expect(await within(dialog()).findByText("Choose a photo")).toBeInTheDocument();
    expect(within(dialog()).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(dialog()).queryByLabelText("Cropped photo preview")).not.toBeInTheDocument();
    expect(within(dialog()).getByRole("button", { name: "Save photo" })).toBeDisabled();
  });

  it("shows the error when the upload worked but saving the URL failed", async () => {
    vi.mocked(uploadAvatar).mockResolvedValue("https://storage.example/avatars/user-1.jpg");
    vi.mocked(setPhotoURL).mockRejectedValue(new AppError("permission-denied", "Your photo could not be saved. Please try again."));
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await chooseGoodPhoto();
    await user.click(within(dialog()).getByRole("button", { name: "Save photo" }));
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent("Your photo could not be saved. Please try again.");
    expect(onClose).not.toHaveBeenCalled();
    expect(queued()).not.toContainEqual(expect.objectContaining({ severity: "success" }));
  });
});
