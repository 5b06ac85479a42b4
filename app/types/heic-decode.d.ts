declare module "heic-decode";
