// The organizations feature's public surface.
export { useGetMyOrganizationsQuery } from "./api/organizationsApi";
export type { Organization } from "./model/types";
