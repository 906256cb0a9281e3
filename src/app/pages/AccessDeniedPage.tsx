import { ErrorView } from "./RouteErrorPage";

/** form/access-denied: where someone who does not own a form lands when trying to edit it. */
export function Component() {
  return <ErrorView title="You can't edit this form" detail="Only the person who created a form can change it. Ask them to share it with you, or create a form of your own." />;
}
