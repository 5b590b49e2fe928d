import { useNavigation } from "react-router";

/**
 * An action's answer, held back until the page's reloaded data has landed. React Router shows the
 * answer first and the revalidated loader data one round trip later, so a notice such as "Saved."
 * would sit beside the data it replaces. Pair it with a button that stays busy until then
 * (`SubmitButton` does).
 */
export function useSettledActionData<T>(actionData: T): T | undefined {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.formMethod && navigation.formMethod !== "GET"
    ? undefined
    : actionData;
}
