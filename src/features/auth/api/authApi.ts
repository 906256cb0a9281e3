import { api } from "@/lib/api";
import { checkResetCode, type AuthResult } from "./authService";

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A password-reset link's code: the address it resets, or why it cannot be used (expired, used, malformed). */
    checkResetCode: build.query<AuthResult<string>, string>({
      queryFn: async (code) => ({ data: await checkResetCode(code) }),
      // A code works once: ask again whenever the page opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCheckResetCodeQuery } = authApi;
