// The sites feature's public surface: an organization's website (the organization page links to it).
export { useGetWebsiteByOrganizationQuery } from "./api/publicSitesApi";
