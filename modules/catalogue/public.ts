// The only file another module may import from modules/catalogue: types, query functions, event names.
export {};
