CREATE SCHEMA "platform";
--> statement-breakpoint
CREATE TABLE "platform"."counter" (
	"key" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
