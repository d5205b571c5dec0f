export const importCommand = null as never;
