import { useDispatch, useSelector, useStore } from "react-redux";
import type { Store } from "@reduxjs/toolkit";
import type { AppDispatch, AppState } from "./state";

/** The typed hooks every component uses (the untyped ones are linted out). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
export const useAppStore = useStore.withTypes<Store<AppState> & { dispatch: AppDispatch }>();
