import NotFoundFallback from "./NotFoundFallback";

export const Component = NotFoundFallback;
