import { Outlet } from "react-router";
import { Logo } from "~/app/features/navigation/logo.tsx";

/** The checkout: the auth pages' backdrop, wide enough for the order summary beside the payment. */
export default function CheckoutLayout() {
  return (
    <main className="flex flex-1 flex-col items-center bg-gradient-to-br from-mist via-white to-yellow/40 px-4 py-10 md:py-14">
      <Logo />
      <div className="mt-8 w-full max-w-5xl">
        <Outlet />
      </div>
    </main>
  );
}
