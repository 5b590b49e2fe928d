import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [index("routes/home.tsx"), route("sized", "routes/sized.tsx")] satisfies RouteConfig;
