// The only file another module may import from modules/finance: types, query functions, event names.
export {};
