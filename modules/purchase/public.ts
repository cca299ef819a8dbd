// The only file another module may import from modules/purchase: types, query functions, event names.
export {};
