import { useState } from "react";
import { blankForm } from "@rallyhub/domain/forms/schema";
import { BuilderPage } from "./BuilderPage";

/** form/build (signed-in, profile-ready): a new form. */
export function Component() {
  const [initial] = useState(blankForm);
  return <BuilderPage formId={null} initial={initial} />;
}
