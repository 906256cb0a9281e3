export interface Organization {
  id: string;
  slug: string;
  name: string;
  description: string;
  logoURL: string | null;
  city: string;
}
