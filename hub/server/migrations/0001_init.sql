CREATE SCHEMA "platform";
--> statement-breakpoint
CREATE SCHEMA "approval";
--> statement-breakpoint
CREATE SCHEMA "identity";
--> statement-breakpoint
CREATE SCHEMA "accounts";
--> statement-breakpoint
CREATE SCHEMA "catalogue";
--> statement-breakpoint
CREATE SCHEMA "finance";
--> statement-breakpoint
CREATE SCHEMA "logistics";
--> statement-breakpoint
CREATE SCHEMA "oms";
--> statement-breakpoint
CREATE SCHEMA "purchase";
--> statement-breakpoint
CREATE SCHEMA "quality";
--> statement-breakpoint
CREATE SCHEMA "wms";
--> statement-breakpoint
CREATE TABLE "platform"."audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"entity" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."outbox_deliveries" (
	"event_id" uuid NOT NULL,
	"subscriber" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "outbox_deliveries_event_id_subscriber_pk" PRIMARY KEY("event_id","subscriber")
);
--> statement-breakpoint
CREATE TABLE "platform"."outbox_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deferred" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"title" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"result_file_key" text,
	"result_file_name" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "platform"."counter" (
	"key" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."document_flow" (
	"kind" text NOT NULL,
	"target_line" text NOT NULL,
	"source_line" text NOT NULL,
	"target_document" text,
	"quantity" integer NOT NULL,
	"amount" numeric(18, 2),
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_flow_kind_target_line_pk" PRIMARY KEY("kind","target_line")
);
--> statement-breakpoint
CREATE TABLE "platform"."edit_lock" (
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"token" text NOT NULL,
	"holder_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"acquired_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "edit_lock_resource_record_id_pk" PRIMARY KEY("resource","record_id")
);
--> statement-breakpoint
CREATE TABLE "approval"."flows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true,
	"priority" integer NOT NULL,
	"conditions" jsonb,
	"levels" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "approval"."requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"document_id" text NOT NULL,
	"title" text NOT NULL,
	"amount" numeric,
	"type" text,
	"organization_id" uuid,
	"submitted_by" uuid NOT NULL,
	"submitter_name" text NOT NULL,
	"status" text NOT NULL,
	"flow_id" uuid,
	"flow_name" text,
	"levels" jsonb NOT NULL,
	"current_level" integer NOT NULL,
	"open_seats" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "approval"."steps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"seats" text[] DEFAULT '{}' NOT NULL,
	"comment" text,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"short_name" text,
	"tax_number" text,
	"address" text,
	"phone" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "identity"."files" (
	"key" text PRIMARY KEY NOT NULL,
	"id" uuid,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"purpose" text NOT NULL,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "identity"."groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"member_ids" uuid[] DEFAULT '{}' NOT NULL,
	"job_ids" uuid[] DEFAULT '{}' NOT NULL,
	"row_rules" jsonb,
	"column_rules" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "identity"."jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "identity"."link_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"actor_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "identity"."login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity"."notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"activation_time" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."organizations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"parent_id" uuid,
	"function" text,
	"sort" integer,
	"permissions" text[] DEFAULT '{}' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "identity"."permissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"system" text NOT NULL,
	"source" text DEFAULT 'custom',
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "identity"."roles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT true,
	"permissions" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "identity"."security_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"user_id" uuid,
	"login_name" text,
	"ip" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"ticket_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "identity"."settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."sms_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity"."sms_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"login_name" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"email" text,
	"organization_id" uuid,
	"job_id" uuid,
	"role_ids" uuid[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "platform"."lookup_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."table_settings" (
	"user_id" uuid NOT NULL,
	"table_key" text NOT NULL,
	"hidden" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_settings_user_id_table_key_pk" PRIMARY KEY("user_id","table_key")
);
--> statement-breakpoint
CREATE TABLE "accounts"."main_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"platform_id" uuid NOT NULL,
	"platform_code" text,
	"site_ids" uuid[] DEFAULT '{}' NOT NULL,
	"company_id" uuid,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "accounts"."platforms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"sort" integer,
	"enabled" boolean DEFAULT true,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "accounts"."sales_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"main_account_id" uuid NOT NULL,
	"platform_code" text,
	"site_id" uuid NOT NULL,
	"site_code" text,
	"team" text,
	"responsible_staff_id" uuid,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"account_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "accounts"."sites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"platform_id" uuid NOT NULL,
	"platform_code" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"area" text NOT NULL,
	"currency" text,
	"enabled" boolean DEFAULT true,
	"site_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."alibaba_maps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sku_id" uuid NOT NULL,
	"sku_code" text,
	"offer_id" text NOT NULL,
	"spec_id" text,
	"offer_title" text,
	"supplier_name" text,
	"price" numeric(18, 2),
	"min_order_qty" integer,
	"unit_ratio" integer,
	"offer_url" text,
	"is_default" boolean DEFAULT false,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"off_reason" text,
	"off_at" timestamp with time zone,
	"remark" text,
	"active_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."brands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"name_en" text,
	"logo" uuid,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid,
	"code" text,
	"name" text NOT NULL,
	"name_en" text,
	"level" integer,
	"sort" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."skus" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"spu_id" uuid NOT NULL,
	"category_id" uuid,
	"name" text NOT NULL,
	"spec" text,
	"option_values" jsonb,
	"cost_price" numeric(18, 2),
	"sale_price" numeric(18, 2),
	"weight" numeric(10, 3),
	"barcode" text,
	"status" text DEFAULT 'developing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"main_image" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."spu_options" (
	"id" uuid PRIMARY KEY NOT NULL,
	"spu_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"code" text NOT NULL,
	"position" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."spus" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"name_en" text,
	"brand_id" uuid,
	"category_id" uuid NOT NULL,
	"developer_id" uuid,
	"season" text,
	"status" text DEFAULT 'developing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"images" uuid[] DEFAULT '{}' NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."customs_audit_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sku_id" uuid NOT NULL,
	"sku_code" text NOT NULL,
	"spu_id" uuid,
	"action" text NOT NULL,
	"remark" text,
	"hs_code" text,
	"declared_name" text,
	"declared_value" numeric(18, 2),
	"currency" text,
	"operator" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."customs_elements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"hs_code" text NOT NULL,
	"sort" integer NOT NULL,
	"name" text NOT NULL,
	"mandatory" boolean DEFAULT true,
	"hint" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."customs_goods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"hs_code" text NOT NULL,
	"unit" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"min_value" numeric(18, 2),
	"max_value" numeric(18, 2),
	"tax_rebate_rate" numeric(5, 4),
	"elements" text,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."image_urls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"spu_id" uuid NOT NULL,
	"sku_id" uuid,
	"url" text NOT NULL,
	"sort" integer,
	"state" text DEFAULT 'pending',
	"picture_id" uuid,
	"message" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."info_change_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer,
	"target" text NOT NULL,
	"sku_id" uuid,
	"target_code" text NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"old_text" text,
	"new_text" text,
	"outcome" text DEFAULT 'waiting',
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."info_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"spu_id" uuid NOT NULL,
	"spu_code" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requester_id" uuid,
	"approval_request_id" text,
	"decided_at" timestamp with time zone,
	"applied_count" integer,
	"failed_count" integer,
	"attachments" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."spu_language_skus" (
	"id" uuid PRIMARY KEY NOT NULL,
	"spu_language_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"title" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."spu_languages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"spu_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"bullets" jsonb,
	"description" text,
	"keywords" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."material_composition_rows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"composition_id" uuid NOT NULL,
	"sort" integer,
	"material_id" uuid NOT NULL,
	"percent" numeric(4, 1) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."material_compositions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"spu_id" uuid NOT NULL,
	"sku_id" uuid,
	"owner_id" text NOT NULL,
	"owner_code" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."pictures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file" uuid NOT NULL,
	"name" text,
	"spu_id" uuid NOT NULL,
	"sku_id" uuid,
	"tags" jsonb,
	"is_main" boolean DEFAULT false,
	"sort" integer,
	"dhash" bigint,
	"dhash_file" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."product_field_options" (
	"id" uuid PRIMARY KEY NOT NULL,
	"field_id" uuid NOT NULL,
	"value" text NOT NULL,
	"sort" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."product_field_values" (
	"id" uuid PRIMARY KEY NOT NULL,
	"spu_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."product_fields" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false,
	"category_id" uuid,
	"sort" integer,
	"enabled" boolean DEFAULT true,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."attribute_values" (
	"id" uuid PRIMARY KEY NOT NULL,
	"attribute_id" uuid NOT NULL,
	"value" text NOT NULL,
	"value_en" text,
	"sort" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."attributes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"name_en" text,
	"type" text NOT NULL,
	"is_default" boolean DEFAULT false,
	"sort" integer,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."collections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"url" text NOT NULL,
	"platform" text,
	"title" text,
	"price" numeric(18, 2),
	"currency" text,
	"rating" text,
	"reviews" integer,
	"image_url" text,
	"remark" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"fail_reason" text,
	"collected_at" timestamp with time zone,
	"demand_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."colour_mappings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"colour" text NOT NULL,
	"attribute_value_id" uuid,
	"colour_en" text NOT NULL,
	"colour_family" text,
	"hex" text,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."demands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"title" text NOT NULL,
	"category_id" uuid NOT NULL,
	"reference_url" text,
	"target_price" numeric(18, 2),
	"currency" text DEFAULT 'USD',
	"expected_monthly_sales" integer,
	"platform" text,
	"images" uuid[] DEFAULT '{}' NOT NULL,
	"description" text,
	"developer_id" uuid,
	"spu_id" uuid,
	"reject_reason" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."materials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"customs_name" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."package_sizes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sku_id" uuid NOT NULL,
	"package_standard_id" uuid,
	"length" numeric(8, 2) NOT NULL,
	"width" numeric(8, 2) NOT NULL,
	"height" numeric(8, 2) NOT NULL,
	"weight" numeric(10, 3) NOT NULL,
	"pictures" uuid[] DEFAULT '{}' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."package_standards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"length" numeric(8, 2) NOT NULL,
	"width" numeric(8, 2) NOT NULL,
	"height" numeric(8, 2) NOT NULL,
	"weight" numeric(10, 3) NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."shoot_schedules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"spu_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plan_date" date NOT NULL,
	"photographer_id" uuid,
	"quantity" integer,
	"status" text DEFAULT 'planned' NOT NULL,
	"remark" text,
	"shot_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."sku_mappings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"platform_code" text NOT NULL,
	"account" text,
	"platform_sku" text NOT NULL,
	"sku_id" uuid NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."sku_tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sku_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."tag_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tag_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"colour" text,
	"sort" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."samples" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"category_id" uuid,
	"source" text DEFAULT 'supplier',
	"supplier_name" text,
	"supplier_link" text,
	"cost_price" numeric(18, 2),
	"currency" text DEFAULT 'CNY',
	"quantity" integer,
	"received_on" date,
	"developer_id" uuid,
	"images" uuid[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"spu_id" uuid,
	"spu_code" text,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."size_chart_template_sizes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template_id" uuid NOT NULL,
	"size" text NOT NULL,
	"cn" text,
	"us" text,
	"uk" text,
	"eu" text,
	"jp" text,
	"kr" text,
	"au" text,
	"sort" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."size_chart_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid,
	"enabled" boolean DEFAULT true,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."spu_size_chart_rows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chart_id" uuid NOT NULL,
	"size" text NOT NULL,
	"sort" integer,
	"measures" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."spu_size_charts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"spu_id" uuid NOT NULL,
	"spu_code" text NOT NULL,
	"template_id" uuid,
	"unit" text DEFAULT 'cm' NOT NULL,
	"measurements" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."price_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"sort" integer,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."sku_customs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sku_id" uuid NOT NULL,
	"hs_code" text NOT NULL,
	"declared_name" text NOT NULL,
	"declared_name_en" text NOT NULL,
	"declared_value" numeric(18, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"material_id" uuid,
	"usage" text,
	"remark" text,
	"audit_status" text DEFAULT 'pending' NOT NULL,
	"audit_remark" text,
	"auditor" text,
	"audited_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."sku_logistics_attrs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sku_id" uuid NOT NULL,
	"attr" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."sku_merges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"from_sku_id" uuid NOT NULL,
	"to_sku_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"reason" text,
	"moved" jsonb,
	"merged_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."sku_prices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sku_id" uuid NOT NULL,
	"price_code_id" uuid NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."sku_relationships" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sku_id" uuid NOT NULL,
	"related_sku_id" uuid NOT NULL,
	"type" text NOT NULL,
	"sort" integer,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."standard_price_ratios" (
	"id" uuid PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"category_id" uuid,
	"ratio" numeric(4, 2) NOT NULL,
	"enabled" boolean DEFAULT true,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."product_standard_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"standard_id" uuid NOT NULL,
	"sort" integer,
	"name" text NOT NULL,
	"method" text,
	"requirement" text NOT NULL,
	"defect_level" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."product_standard_revisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"standard_id" uuid NOT NULL,
	"spu_id" uuid NOT NULL,
	"sku_id" uuid,
	"owner_code" text NOT NULL,
	"revision" integer NOT NULL,
	"changes" jsonb,
	"note" text,
	"snapshot" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."product_standards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"spu_id" uuid NOT NULL,
	"sku_id" uuid,
	"owner_id" text NOT NULL,
	"owner_code" text NOT NULL,
	"revision" integer,
	"weight" numeric(10, 3),
	"weight_tolerance" numeric(10, 3),
	"length" numeric(8, 2),
	"width" numeric(8, 2),
	"height" numeric(8, 2),
	"size_tolerance" numeric(8, 2),
	"material_id" uuid,
	"composition" text,
	"colour" text,
	"colour_tolerance" text,
	"aql" text DEFAULT '2.5',
	"inspection_level" text DEFAULT 'II',
	"packaging" text,
	"pictures" uuid[] DEFAULT '{}' NOT NULL,
	"remark" text,
	"change_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."spu_descriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"spu_id" uuid NOT NULL,
	"lang" text DEFAULT 'zh' NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"bullets" jsonb,
	"body" text NOT NULL,
	"facts" jsonb,
	"generated_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."state_request_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"spu_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"from_status" text NOT NULL,
	"outcome" text DEFAULT 'waiting' NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue"."state_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"transition" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approval_request_id" text,
	"requested_by" uuid NOT NULL,
	"requester_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"applied_count" integer NOT NULL,
	"skipped_count" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "finance"."bank_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bank_id" uuid NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"branch" text,
	"currency_id" uuid NOT NULL,
	"currency_code" text,
	"account_type" text,
	"company_id" uuid,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "finance"."banks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"swift_code" text,
	"country" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "finance"."currencies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text,
	"sort" integer,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "finance"."exchange_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"currency_id" uuid NOT NULL,
	"currency_code" text,
	"rate" numeric(18, 6) NOT NULL,
	"effective_date" date NOT NULL,
	"remark" text,
	"rate_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "finance"."input_invoice_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"order_code" text,
	"sku_code" text,
	"quantity" integer NOT NULL,
	"price" numeric(18, 2),
	"amount" numeric(18, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "finance"."input_invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"invoice_no" text NOT NULL,
	"invoice_type" text DEFAULT 'special',
	"supplier_id" uuid NOT NULL,
	"invoice_date" date NOT NULL,
	"currency_id" uuid NOT NULL,
	"tax_included" boolean DEFAULT true,
	"tax_rate" numeric(5, 2),
	"total_quantity" integer,
	"total_amount" numeric(18, 2),
	"tax_amount" numeric(18, 2),
	"status" text DEFAULT 'draft' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"void_reason" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "finance"."payment_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "finance"."payment_request_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"order_code" text,
	"sku_code" text,
	"payable" numeric(18, 2),
	"amount" numeric(18, 2) NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "finance"."payment_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"supplier_id" uuid NOT NULL,
	"currency_id" uuid NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"expected_date" date NOT NULL,
	"total_amount" numeric(18, 2),
	"status" text DEFAULT 'draft' NOT NULL,
	"reason" text NOT NULL,
	"payment_plan_id" uuid,
	"approved_at" timestamp with time zone,
	"payer_account_id" uuid,
	"payment_no" text,
	"handling_fee" numeric(18, 2),
	"paid_at" timestamp with time zone,
	"obsolete_reason" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "finance"."refund_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"supplier_id" uuid NOT NULL,
	"order_id" uuid,
	"refund_type" text DEFAULT 'return',
	"currency_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"account_id" uuid NOT NULL,
	"expected_date" date NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"arrival_no" text,
	"arrived_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "finance"."subjects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"level" integer,
	"category" text NOT NULL,
	"direction" text NOT NULL,
	"sort" integer,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "logistics"."channels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"company_id" uuid NOT NULL,
	"transport_type" text NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "logistics"."companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"type" text NOT NULL,
	"website" text,
	"contact" text,
	"phone" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "logistics"."countries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"code3" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."ad_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"profile_id" text,
	"country" text,
	"currency" text,
	"auth_status" text DEFAULT 'unauthorised',
	"authorised_at" timestamp with time zone,
	"token_expires_at" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"synced_through" date,
	"sync_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."ad_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"report_date" date NOT NULL,
	"campaign" text NOT NULL,
	"ad_group" text NOT NULL,
	"sku_code" text NOT NULL,
	"impressions" integer,
	"clicks" integer,
	"spend" numeric(18, 2),
	"ad_orders" integer,
	"ad_units" integer,
	"ad_sales" numeric(18, 2),
	"currency" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."blacklist" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"reason" text,
	"entry_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."complaints" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"order_id" uuid NOT NULL,
	"order_code" text,
	"platform_code" text,
	"account_id" uuid,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"result" text,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."import_export_confs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"business" text NOT NULL,
	"name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"is_default" boolean DEFAULT false,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."listings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"platform_code" text,
	"platform_sku" text NOT NULL,
	"platform_item_id" text,
	"sku_id" uuid NOT NULL,
	"title" text,
	"warehouse_id" uuid,
	"share_percent" integer DEFAULT 100 NOT NULL,
	"safety_stock" integer DEFAULT 0 NOT NULL,
	"fixed_quantity" integer,
	"status" text DEFAULT 'enabled' NOT NULL,
	"pushed_quantity" integer,
	"pushed_at" timestamp with time zone,
	"push_error" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"platform_sku" text NOT NULL,
	"sku_id" uuid,
	"sku_code" text,
	"title" text,
	"quantity" integer NOT NULL,
	"price" numeric(18, 2),
	"amount" numeric(18, 2),
	"shipped_quantity" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"platform_order_id" text NOT NULL,
	"platform_code" text,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"badges" text[] DEFAULT '{}' NOT NULL,
	"ship_by" timestamp with time zone,
	"buyer_name" text NOT NULL,
	"buyer_email" text,
	"phone" text,
	"country" text NOT NULL,
	"state" text,
	"city" text,
	"address1" text,
	"address2" text,
	"postal_code" text,
	"currency" text NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"goods_amount" numeric(18, 2),
	"total_quantity" integer,
	"weight" numeric(10, 3),
	"warehouse_id" uuid,
	"channel_id" uuid,
	"exception_reason" text,
	"marks" text,
	"source" text DEFAULT 'manual',
	"mark_status" text DEFAULT 'none',
	"mark_error" text,
	"mark_attempts" integer DEFAULT 0 NOT NULL,
	"marked_at" timestamp with time zone,
	"platform_cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"withdraw_result" text,
	"remark" text,
	"merge_key" text,
	"order_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."package_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"package_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_code" text NOT NULL,
	"order_line_id" text NOT NULL,
	"sku_id" uuid NOT NULL,
	"sku_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"line_no" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"status" text DEFAULT '20' NOT NULL,
	"order_codes" text,
	"platform_order_ids" text,
	"platform_code" text,
	"account_id" uuid,
	"warehouse_id" uuid NOT NULL,
	"channel_id" uuid,
	"buyer_name" text NOT NULL,
	"country" text NOT NULL,
	"address" text,
	"ordered_at" timestamp with time zone,
	"total_quantity" integer,
	"weight" numeric(10, 3),
	"tracking_no" text,
	"note" text,
	"shortage_status" text DEFAULT 'pending',
	"shortage_note" text,
	"audited_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"proofs" uuid[] DEFAULT '{}' NOT NULL,
	"copied_from" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."pull_states" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"platform_code" text NOT NULL,
	"cursor" text,
	"pulled_at" timestamp with time zone,
	"orders_in" integer,
	"last_error" text,
	"failures" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"order_id" uuid NOT NULL,
	"order_code" text,
	"platform_order_id" text,
	"platform_code" text,
	"account_id" uuid,
	"refund_type" text DEFAULT 'refund' NOT NULL,
	"reason" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text,
	"source" text DEFAULT 'manual',
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"audited_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."rule_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_id" uuid NOT NULL,
	"action" text NOT NULL,
	"value" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."rule_conditions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_id" uuid NOT NULL,
	"field" text NOT NULL,
	"operator" text NOT NULL,
	"value" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "oms"."rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer,
	"enabled" boolean DEFAULT true,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."alibaba_period_bills" (
	"id" uuid PRIMARY KEY NOT NULL,
	"period_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"order_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"refund_amount" numeric(18, 2),
	"purchase_order_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."alibaba_periods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"period_no" text NOT NULL,
	"seller" text NOT NULL,
	"supplier_id" uuid,
	"month" text NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"bill_amount" numeric(18, 2),
	"paid_amount" numeric(18, 2),
	"status" text NOT NULL,
	"source" text,
	"synced_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."deduction_plan_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"exception_code" text,
	"reason" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."deduction_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"supplier_id" uuid NOT NULL,
	"order_id" uuid,
	"currency_id" uuid NOT NULL,
	"total_amount" numeric(18, 2),
	"status" text DEFAULT 'draft' NOT NULL,
	"remark" text,
	"confirmed_at" timestamp with time zone,
	"deducted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."exception_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"order_id" uuid,
	"supplier_id" uuid,
	"source_code" text NOT NULL,
	"receipt_code" text,
	"sku_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text,
	"handling" text,
	"deduct_amount" numeric(14, 2),
	"handle_note" text,
	"processed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."jst_grab_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"item_code" text NOT NULL,
	"name" text NOT NULL,
	"min_price" numeric(18, 2),
	"sku_count" integer,
	"total_quantity" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"spu_id" uuid,
	"grabbed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."jst_grab_skus" (
	"id" uuid PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"sku_code" text NOT NULL,
	"colour" text,
	"size" text,
	"price" numeric(18, 2),
	"quantity" integer,
	"sku_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."moqs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"sku_id" uuid,
	"spu_id" uuid,
	"min_quantity" integer NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"supplier_ids" uuid[] DEFAULT '{}' NOT NULL,
	"content" text NOT NULL,
	"attachments" uuid[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"free_quantity" integer DEFAULT 0 NOT NULL,
	"price" numeric(18, 2),
	"amount" numeric(18, 2),
	"plan_date" date,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	"closed_quantity" integer DEFAULT 0 NOT NULL,
	"invoiced_quantity" integer DEFAULT 0 NOT NULL,
	"paid_amount" numeric(18, 2),
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"supplier_id" uuid NOT NULL,
	"purchase_type" text DEFAULT 'normal',
	"status" text DEFAULT 'draft' NOT NULL,
	"total_quantity" integer,
	"total_amount" numeric(18, 2),
	"order_date" date,
	"plan_date" date,
	"buyer_id" uuid,
	"warehouse_id" uuid NOT NULL,
	"currency_id" uuid NOT NULL,
	"tax_included" boolean DEFAULT true,
	"tax_rate" numeric(5, 2),
	"tax_amount" numeric(18, 2),
	"paid_amount" numeric(18, 2),
	"deducted_amount" numeric(18, 2),
	"refunded_amount" numeric(18, 2),
	"approved_at" timestamp with time zone,
	"alibaba_order_no" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."payment_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"supplier_id" uuid NOT NULL,
	"order_id" uuid,
	"currency_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"plan_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remark" text,
	"paid_at" timestamp with time zone,
	"request_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."plan_order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"supplier_id" uuid,
	"quantity" integer NOT NULL,
	"moq" integer,
	"sales_7d" integer,
	"sales_30d" integer,
	"task_id" uuid,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."plan_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"need_date" date NOT NULL,
	"source" text DEFAULT 'manual',
	"team_id" uuid,
	"total_quantity" integer,
	"approved_at" timestamp with time zone,
	"sales_refreshed_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."quotation_breaks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"quotation_id" uuid NOT NULL,
	"min_quantity" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."quotations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"supplier_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"breaks_text" text,
	"currency_id" uuid NOT NULL,
	"tax_included" boolean DEFAULT true,
	"lead_days" integer,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"attachments" uuid[] DEFAULT '{}' NOT NULL,
	"supersedes_id" uuid,
	"approved_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."replenishment_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sku_id" uuid NOT NULL,
	"safety_days" integer,
	"cover_days" integer,
	"adjusted" integer,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"scope" text,
	"default_payment_term" text DEFAULT 'prepaid',
	"default_currency_id" uuid,
	"return_methods" text[] DEFAULT '{}' NOT NULL,
	"quotation_valid_days" integer,
	"price_tolerance" numeric(5, 2),
	"over_delivery_tolerance" numeric(5, 2),
	"require_quotation" boolean DEFAULT true,
	"new_supplier_days" integer,
	"safety_days" integer,
	"cover_days" integer,
	"station_transit_days" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."supplier_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"account_type" text DEFAULT 'company',
	"bank_name" text NOT NULL,
	"account_no" text NOT NULL,
	"holder" text NOT NULL,
	"is_default" boolean DEFAULT false,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."supplier_contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" text,
	"mobile" text,
	"phone" text,
	"email" text,
	"wechat" text,
	"is_primary" boolean DEFAULT false,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."supplier_skus" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"supplier_item_code" text,
	"supplier_item_name" text,
	"supplier_spec" text,
	"purchase_url" text,
	"reference_price" numeric(18, 2),
	"jst_bound_at" timestamp with time zone,
	"is_default" boolean DEFAULT false,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."supplier_spus" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"spu_id" uuid NOT NULL,
	"supplier_item_code" text,
	"supplier_item_name" text,
	"purchase_url" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."supplier_stocks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"supplier_item_code" text,
	"quantity" integer NOT NULL,
	"source" text DEFAULT 'manual',
	"synced_at" timestamp with time zone,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."suppliers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"short_name" text,
	"type" text DEFAULT 'factory',
	"status" text DEFAULT 'pending' NOT NULL,
	"is_new" boolean DEFAULT true,
	"buyer_id" uuid,
	"province" text,
	"city" text,
	"address" text,
	"currency_id" uuid NOT NULL,
	"payment_term" text DEFAULT 'prepaid',
	"tax_rate" numeric(5, 2),
	"lead_days" integer,
	"daily_capacity" integer,
	"over_receipt_percent" integer,
	"shop_url" text,
	"jst_code" text,
	"attachments" uuid[] DEFAULT '{}' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase"."tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"sku_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"supplier_id" uuid,
	"warehouse_id" uuid NOT NULL,
	"buyer_id" uuid,
	"need_date" date,
	"source" text DEFAULT 'manual',
	"status" text DEFAULT 'open' NOT NULL,
	"order_id" uuid,
	"plan_id" uuid,
	"ordered_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "quality"."inspection_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"inspection_id" uuid NOT NULL,
	"item" text NOT NULL,
	"standard" text,
	"result" text,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "quality"."inspections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"stage" text NOT NULL,
	"order_id" uuid NOT NULL,
	"supplier_id" uuid,
	"inspector_id" uuid,
	"inspect_date" date,
	"batch_quantity" integer DEFAULT 0 NOT NULL,
	"sample_quantity" integer DEFAULT 0 NOT NULL,
	"defect_quantity" integer DEFAULT 0 NOT NULL,
	"result" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"release_reason" text,
	"photos" uuid[] DEFAULT '{}' NOT NULL,
	"remark" text,
	"completed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "quality"."ratios" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sku_id" uuid,
	"category_id" uuid,
	"percent" numeric(5, 2) NOT NULL,
	"min_sample" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "wms"."stock_balances" (
	"warehouse_id" text NOT NULL,
	"location_id" text DEFAULT '' NOT NULL,
	"sku_id" text NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"in_transit" integer DEFAULT 0 NOT NULL,
	"quarantined" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_pk" PRIMARY KEY("warehouse_id","location_id","sku_id"),
	CONSTRAINT "stock_balances_on_hand_ck" CHECK ("wms"."stock_balances"."on_hand" >= 0),
	CONSTRAINT "stock_balances_reserved_ck" CHECK ("wms"."stock_balances"."reserved" >= 0 and "wms"."stock_balances"."reserved" <= "wms"."stock_balances"."on_hand"),
	CONSTRAINT "stock_balances_in_transit_ck" CHECK ("wms"."stock_balances"."in_transit" >= 0),
	CONSTRAINT "stock_balances_quarantined_ck" CHECK ("wms"."stock_balances"."quarantined" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wms"."stock_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"posting_id" uuid NOT NULL,
	"type" text NOT NULL,
	"leg" smallint NOT NULL,
	"warehouse_id" text NOT NULL,
	"location_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"qty" integer NOT NULL,
	"d_on_hand" integer DEFAULT 0 NOT NULL,
	"d_reserved" integer DEFAULT 0 NOT NULL,
	"d_in_transit" integer DEFAULT 0 NOT NULL,
	"d_quarantined" integer DEFAULT 0 NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"source_line" text DEFAULT '' NOT NULL,
	"correlation_id" text,
	"reversal_of" uuid,
	"operator" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "stock_movements_source_uq" UNIQUE NULLS NOT DISTINCT("source_type","source_id","source_line","type","leg","reversal_of"),
	CONSTRAINT "stock_movements_qty_ck" CHECK ("wms"."stock_movements"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wms"."areas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"area_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "wms"."reservoirs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"area_id" uuid NOT NULL,
	"warehouse_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"levels" integer,
	"brand_id" uuid,
	"category_id" uuid,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"reservoir_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "wms"."storage_locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"area_id" uuid NOT NULL,
	"reservoir_id" uuid,
	"warehouse_id" uuid,
	"spec_id" uuid,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"location_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "wms"."storage_specs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"length" numeric(18, 2) NOT NULL,
	"width" numeric(18, 2) NOT NULL,
	"height" numeric(18, 2) NOT NULL,
	"max_weight" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "wms"."warehouse_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"warehouse_ids" uuid[] DEFAULT '{}' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "wms"."putaways" (
	"id" uuid PRIMARY KEY NOT NULL,
	"receipt_id" uuid NOT NULL,
	"line_id" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"sku_code" text NOT NULL,
	"seq" integer NOT NULL,
	"location_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "wms"."receipt_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"receipt_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"order_code" text NOT NULL,
	"order_line_id" text NOT NULL,
	"sku_id" uuid NOT NULL,
	"sku_code" text NOT NULL,
	"expected_quantity" integer DEFAULT 0 NOT NULL,
	"counted_quantity" integer DEFAULT 0 NOT NULL,
	"sample_quantity" integer DEFAULT 0 NOT NULL,
	"qualified_quantity" integer DEFAULT 0 NOT NULL,
	"rejected_quantity" integer DEFAULT 0 NOT NULL,
	"put_away_quantity" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "wms"."receipt_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"receipt_id" uuid NOT NULL,
	"sku_code" text,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "wms"."receipts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"warehouse_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"order_codes" text,
	"status" text DEFAULT 'counting' NOT NULL,
	"total_expected" integer,
	"total_counted" integer,
	"total_rejected" integer,
	"total_put_away" integer,
	"received_at" timestamp with time zone,
	"inspected_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"over_receipt_percent" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "wms"."receiving_exceptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"receipt_id" uuid NOT NULL,
	"order_id" uuid,
	"warehouse_id" uuid NOT NULL,
	"supplier_id" uuid,
	"sku_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text,
	"handle_note" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "wms"."goods_returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"source" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"order_code" text,
	"package_code" text,
	"refund_code" text,
	"status" text DEFAULT 'expected' NOT NULL,
	"total_expected" integer,
	"total_good" integer,
	"total_defect" integer,
	"total_shelved_good" integer,
	"total_shelved_defect" integer,
	"registered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "wms"."return_goods_skus" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"return_code" text,
	"order_code" text,
	"package_code" text,
	"sku_id" uuid,
	"sku_code" text NOT NULL,
	"status" text NOT NULL,
	"expected_quantity" integer DEFAULT 0 NOT NULL,
	"good_quantity" integer DEFAULT 0 NOT NULL,
	"defect_quantity" integer DEFAULT 0 NOT NULL,
	"defect_reason" text,
	"shelved_good_quantity" integer DEFAULT 0 NOT NULL,
	"shelved_defect_quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "wms"."return_shelves" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"line_id" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"return_code" text NOT NULL,
	"sku_code" text NOT NULL,
	"condition" text NOT NULL,
	"seq" integer NOT NULL,
	"location_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "wms"."warehouses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"country" text,
	"address" text,
	"contact" text,
	"phone" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "platform"."audit_log" USING btree ("entity","record_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_at_idx" ON "platform"."audit_log" USING btree ("entity","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_deliveries_due_idx" ON "platform"."outbox_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_events_deferred_idx" ON "platform"."outbox_events" USING btree ("id") WHERE deferred;--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "platform"."jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "platform"."jobs" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "document_flow_source_idx" ON "platform"."document_flow" USING btree ("kind","source_line");--> statement-breakpoint
CREATE INDEX "flows_document_type_idx" ON "approval"."flows" USING btree ("document_type");--> statement-breakpoint
CREATE INDEX "flows_name_trgm" ON "approval"."flows" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flows_enabled_idx" ON "approval"."flows" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "flows_priority_idx" ON "approval"."flows" USING btree ("priority");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_pending_document_uq" ON "approval"."requests" USING btree ("document_type","document_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "requests_open_seats_gin" ON "approval"."requests" USING gin ("open_seats");--> statement-breakpoint
CREATE INDEX "requests_submitted_by_idx" ON "approval"."requests" USING btree ("submitted_by","created_at");--> statement-breakpoint
CREATE INDEX "requests_document_idx" ON "approval"."requests" USING btree ("document_type","document_id");--> statement-breakpoint
CREATE INDEX "steps_request_idx" ON "approval"."steps" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "steps_actor_idx" ON "approval"."steps" USING btree ("actor_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_uq" ON "identity"."companies" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_uq" ON "identity"."companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_name_trgm" ON "identity"."companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "groups_name_uq" ON "identity"."groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "groups_name_trgm" ON "identity"."groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "groups_member_ids_gin" ON "identity"."groups" USING gin ("member_ids");--> statement-breakpoint
CREATE INDEX "groups_job_ids_gin" ON "identity"."groups" USING gin ("job_ids");--> statement-breakpoint
CREATE INDEX "jobs_name_trgm" ON "identity"."jobs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_organization_id_idx" ON "identity"."jobs" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organizations_name_trgm" ON "identity"."organizations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizations_type_idx" ON "identity"."organizations" USING btree ("type");--> statement-breakpoint
CREATE INDEX "organizations_parent_id_idx" ON "identity"."organizations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "organizations_function_idx" ON "identity"."organizations" USING btree ("function");--> statement-breakpoint
CREATE INDEX "organizations_sort_idx" ON "identity"."organizations" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "organizations_permissions_gin" ON "identity"."organizations" USING gin ("permissions");--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_code_uq" ON "identity"."permissions" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "permissions_code_trgm" ON "identity"."permissions" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permissions_name_trgm" ON "identity"."permissions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permissions_system_idx" ON "identity"."permissions" USING btree ("system");--> statement-breakpoint
CREATE INDEX "permissions_source_idx" ON "identity"."permissions" USING btree ("source");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_uq" ON "identity"."roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "roles_name_trgm" ON "identity"."roles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_enabled_idx" ON "identity"."roles" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "roles_permissions_gin" ON "identity"."roles" USING gin ("permissions");--> statement-breakpoint
CREATE INDEX "security_log_at_idx" ON "identity"."security_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "identity"."sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "identity"."sms_codes" USING btree ("mobile","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_name_uq" ON "identity"."users" USING btree (lower("login_name"));--> statement-breakpoint
CREATE INDEX "users_login_name_trgm" ON "identity"."users" USING gin ("login_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "identity"."users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_uq" ON "identity"."users" USING btree (lower("mobile"));--> statement-breakpoint
CREATE INDEX "users_organization_id_idx" ON "identity"."users" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "users_job_id_idx" ON "identity"."users" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "users_role_ids_gin" ON "identity"."users" USING gin ("role_ids");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "identity"."users" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "main_accounts_code_uq" ON "accounts"."main_accounts" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "main_accounts_name_uq" ON "accounts"."main_accounts" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "main_accounts_name_trgm" ON "accounts"."main_accounts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "main_accounts_platform_id_idx" ON "accounts"."main_accounts" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "main_accounts_platform_code_idx" ON "accounts"."main_accounts" USING btree ("platform_code");--> statement-breakpoint
CREATE INDEX "main_accounts_site_ids_gin" ON "accounts"."main_accounts" USING gin ("site_ids");--> statement-breakpoint
CREATE INDEX "main_accounts_company_id_idx" ON "accounts"."main_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "main_accounts_status_idx" ON "accounts"."main_accounts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "platforms_code_uq" ON "accounts"."platforms" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "platforms_name_en_uq" ON "accounts"."platforms" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "platforms_name_en_trgm" ON "accounts"."platforms" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "platforms_name_cn_trgm" ON "accounts"."platforms" USING gin ("name_cn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "platforms_sort_idx" ON "accounts"."platforms" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "platforms_enabled_idx" ON "accounts"."platforms" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "sales_accounts_platform_code_account_name_idx" ON "accounts"."sales_accounts" USING btree ("platform_code","account_name");--> statement-breakpoint
CREATE INDEX "sales_accounts_account_name_trgm" ON "accounts"."sales_accounts" USING gin ("account_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_accounts_main_account_id_idx" ON "accounts"."sales_accounts" USING btree ("main_account_id");--> statement-breakpoint
CREATE INDEX "sales_accounts_site_id_idx" ON "accounts"."sales_accounts" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "sales_accounts_site_code_idx" ON "accounts"."sales_accounts" USING btree ("site_code");--> statement-breakpoint
CREATE INDEX "sales_accounts_team_idx" ON "accounts"."sales_accounts" USING btree ("team");--> statement-breakpoint
CREATE INDEX "sales_accounts_responsible_staff_id_idx" ON "accounts"."sales_accounts" USING btree ("responsible_staff_id");--> statement-breakpoint
CREATE INDEX "sales_accounts_status_idx" ON "accounts"."sales_accounts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_accounts_account_key_uq" ON "accounts"."sales_accounts" USING btree (lower("account_key"));--> statement-breakpoint
CREATE INDEX "sites_platform_id_idx" ON "accounts"."sites" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "sites_platform_code_idx" ON "accounts"."sites" USING btree ("platform_code");--> statement-breakpoint
CREATE INDEX "sites_code_idx" ON "accounts"."sites" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sites_name_trgm" ON "accounts"."sites" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sites_area_idx" ON "accounts"."sites" USING btree ("area");--> statement-breakpoint
CREATE INDEX "sites_enabled_idx" ON "accounts"."sites" USING btree ("enabled");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_site_key_uq" ON "accounts"."sites" USING btree (lower("site_key"));--> statement-breakpoint
CREATE INDEX "alibaba_maps_status_created_at_id_idx" ON "catalogue"."alibaba_maps" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "alibaba_maps_sku_id_status_idx" ON "catalogue"."alibaba_maps" USING btree ("sku_id","status");--> statement-breakpoint
CREATE INDEX "alibaba_maps_sku_code_idx" ON "catalogue"."alibaba_maps" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "alibaba_maps_offer_id_idx" ON "catalogue"."alibaba_maps" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "alibaba_maps_offer_title_trgm" ON "catalogue"."alibaba_maps" USING gin ("offer_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "alibaba_maps_supplier_name_trgm" ON "catalogue"."alibaba_maps" USING gin ("supplier_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "alibaba_maps_price_idx" ON "catalogue"."alibaba_maps" USING btree ("price");--> statement-breakpoint
CREATE INDEX "alibaba_maps_is_default_idx" ON "catalogue"."alibaba_maps" USING btree ("is_default");--> statement-breakpoint
CREATE INDEX "alibaba_maps_created_at_idx" ON "catalogue"."alibaba_maps" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alibaba_maps_active_key_uq" ON "catalogue"."alibaba_maps" USING btree (lower("active_key"));--> statement-breakpoint
CREATE UNIQUE INDEX "brands_code_uq" ON "catalogue"."brands" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_uq" ON "catalogue"."brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "brands_name_trgm" ON "catalogue"."brands" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_name_en_trgm" ON "catalogue"."brands" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_status_idx" ON "catalogue"."brands" USING btree ("status");--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "catalogue"."categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_code_uq" ON "catalogue"."categories" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "categories_name_trgm" ON "catalogue"."categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_level_idx" ON "catalogue"."categories" USING btree ("level");--> statement-breakpoint
CREATE INDEX "categories_sort_idx" ON "catalogue"."categories" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "skus_status_created_at_id_idx" ON "catalogue"."skus" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "skus_category_id_status_created_at_id_idx" ON "catalogue"."skus" USING btree ("category_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "skus_code_uq" ON "catalogue"."skus" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "skus_spu_id_idx" ON "catalogue"."skus" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "skus_name_trgm" ON "catalogue"."skus" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_spec_trgm" ON "catalogue"."skus" USING gin ("spec" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_cost_price_idx" ON "catalogue"."skus" USING btree ("cost_price");--> statement-breakpoint
CREATE INDEX "skus_sale_price_idx" ON "catalogue"."skus" USING btree ("sale_price");--> statement-breakpoint
CREATE INDEX "skus_weight_idx" ON "catalogue"."skus" USING btree ("weight");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_barcode_uq" ON "catalogue"."skus" USING btree (lower("barcode"));--> statement-breakpoint
CREATE INDEX "skus_created_at_idx" ON "catalogue"."skus" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "spu_options_spu_id_idx" ON "catalogue"."spu_options" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "spus_status_created_at_id_idx" ON "catalogue"."spus" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "spus_code_uq" ON "catalogue"."spus" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "spus_name_trgm" ON "catalogue"."spus" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spus_name_en_trgm" ON "catalogue"."spus" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spus_brand_id_idx" ON "catalogue"."spus" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "spus_category_id_idx" ON "catalogue"."spus" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "spus_developer_id_idx" ON "catalogue"."spus" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "spus_season_idx" ON "catalogue"."spus" USING btree ("season");--> statement-breakpoint
CREATE INDEX "spus_created_at_idx" ON "catalogue"."spus" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customs_audit_logs_sku_id_created_at_idx" ON "catalogue"."customs_audit_logs" USING btree ("sku_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customs_audit_logs_created_at_id_idx" ON "catalogue"."customs_audit_logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customs_audit_logs_sku_code_idx" ON "catalogue"."customs_audit_logs" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "customs_audit_logs_spu_id_idx" ON "catalogue"."customs_audit_logs" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "customs_audit_logs_action_idx" ON "catalogue"."customs_audit_logs" USING btree ("action");--> statement-breakpoint
CREATE INDEX "customs_audit_logs_hs_code_idx" ON "catalogue"."customs_audit_logs" USING btree ("hs_code");--> statement-breakpoint
CREATE INDEX "customs_audit_logs_declared_name_trgm" ON "catalogue"."customs_audit_logs" USING gin ("declared_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customs_audit_logs_operator_trgm" ON "catalogue"."customs_audit_logs" USING gin ("operator" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customs_elements_hs_code_sort_idx" ON "catalogue"."customs_elements" USING btree ("hs_code","sort");--> statement-breakpoint
CREATE INDEX "customs_elements_sort_idx" ON "catalogue"."customs_elements" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "customs_elements_name_trgm" ON "catalogue"."customs_elements" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customs_elements_mandatory_idx" ON "catalogue"."customs_elements" USING btree ("mandatory");--> statement-breakpoint
CREATE INDEX "customs_goods_hs_code_name_idx" ON "catalogue"."customs_goods" USING btree ("hs_code","name");--> statement-breakpoint
CREATE INDEX "customs_goods_name_trgm" ON "catalogue"."customs_goods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customs_goods_name_en_trgm" ON "catalogue"."customs_goods" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customs_goods_unit_idx" ON "catalogue"."customs_goods" USING btree ("unit");--> statement-breakpoint
CREATE INDEX "customs_goods_tax_rebate_rate_idx" ON "catalogue"."customs_goods" USING btree ("tax_rebate_rate");--> statement-breakpoint
CREATE INDEX "image_urls_spu_id_sort_idx" ON "catalogue"."image_urls" USING btree ("spu_id","sort");--> statement-breakpoint
CREATE INDEX "image_urls_sku_id_idx" ON "catalogue"."image_urls" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "image_urls_state_idx" ON "catalogue"."image_urls" USING btree ("state");--> statement-breakpoint
CREATE INDEX "info_change_lines_request_id_idx" ON "catalogue"."info_change_lines" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "info_change_lines_sku_id_idx" ON "catalogue"."info_change_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "info_changes_status_created_at_id_idx" ON "catalogue"."info_changes" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "info_changes_spu_id_status_idx" ON "catalogue"."info_changes" USING btree ("spu_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "info_changes_code_uq" ON "catalogue"."info_changes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "info_changes_spu_code_trgm" ON "catalogue"."info_changes" USING gin ("spu_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "info_changes_requester_id_idx" ON "catalogue"."info_changes" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "info_changes_created_at_idx" ON "catalogue"."info_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "spu_language_skus_spu_language_id_idx" ON "catalogue"."spu_language_skus" USING btree ("spu_language_id");--> statement-breakpoint
CREATE INDEX "spu_languages_spu_id_lang_idx" ON "catalogue"."spu_languages" USING btree ("spu_id","lang");--> statement-breakpoint
CREATE INDEX "material_composition_rows_composition_id_idx" ON "catalogue"."material_composition_rows" USING btree ("composition_id");--> statement-breakpoint
CREATE INDEX "material_compositions_spu_id_idx" ON "catalogue"."material_compositions" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "material_compositions_sku_id_idx" ON "catalogue"."material_compositions" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_compositions_owner_id_uq" ON "catalogue"."material_compositions" USING btree (lower("owner_id"));--> statement-breakpoint
CREATE INDEX "pictures_spu_id_sku_id_sort_idx" ON "catalogue"."pictures" USING btree ("spu_id","sku_id","sort");--> statement-breakpoint
CREATE INDEX "pictures_name_trgm" ON "catalogue"."pictures" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pictures_sku_id_idx" ON "catalogue"."pictures" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "pictures_is_main_idx" ON "catalogue"."pictures" USING btree ("is_main");--> statement-breakpoint
CREATE INDEX "pictures_sort_idx" ON "catalogue"."pictures" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "product_field_options_field_id_idx" ON "catalogue"."product_field_options" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "product_field_values_spu_id_idx" ON "catalogue"."product_field_values" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "product_field_values_field_id_idx" ON "catalogue"."product_field_values" USING btree ("field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_fields_name_uq" ON "catalogue"."product_fields" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_fields_name_trgm" ON "catalogue"."product_fields" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "product_fields_key_uq" ON "catalogue"."product_fields" USING btree (lower("key"));--> statement-breakpoint
CREATE INDEX "product_fields_key_trgm" ON "catalogue"."product_fields" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_fields_type_idx" ON "catalogue"."product_fields" USING btree ("type");--> statement-breakpoint
CREATE INDEX "product_fields_required_idx" ON "catalogue"."product_fields" USING btree ("required");--> statement-breakpoint
CREATE INDEX "product_fields_category_id_idx" ON "catalogue"."product_fields" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_fields_sort_idx" ON "catalogue"."product_fields" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "product_fields_enabled_idx" ON "catalogue"."product_fields" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "attribute_values_attribute_id_idx" ON "catalogue"."attribute_values" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "attribute_values_value_trgm" ON "catalogue"."attribute_values" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_code_uq" ON "catalogue"."attributes" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_name_uq" ON "catalogue"."attributes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "attributes_name_trgm" ON "catalogue"."attributes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attributes_name_en_trgm" ON "catalogue"."attributes" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attributes_type_idx" ON "catalogue"."attributes" USING btree ("type");--> statement-breakpoint
CREATE INDEX "attributes_is_default_idx" ON "catalogue"."attributes" USING btree ("is_default");--> statement-breakpoint
CREATE INDEX "attributes_sort_idx" ON "catalogue"."attributes" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "collections_status_created_at_id_idx" ON "catalogue"."collections" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "collections_code_uq" ON "catalogue"."collections" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "collections_url_uq" ON "catalogue"."collections" USING btree (lower("url"));--> statement-breakpoint
CREATE INDEX "collections_url_trgm" ON "catalogue"."collections" USING gin ("url" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collections_platform_idx" ON "catalogue"."collections" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "collections_title_trgm" ON "catalogue"."collections" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collections_price_idx" ON "catalogue"."collections" USING btree ("price");--> statement-breakpoint
CREATE INDEX "collections_reviews_idx" ON "catalogue"."collections" USING btree ("reviews");--> statement-breakpoint
CREATE INDEX "collections_collected_at_idx" ON "catalogue"."collections" USING btree ("collected_at");--> statement-breakpoint
CREATE INDEX "collections_created_at_idx" ON "catalogue"."collections" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "colour_mappings_colour_uq" ON "catalogue"."colour_mappings" USING btree (lower("colour"));--> statement-breakpoint
CREATE INDEX "colour_mappings_colour_trgm" ON "catalogue"."colour_mappings" USING gin ("colour" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "colour_mappings_attribute_value_id_idx" ON "catalogue"."colour_mappings" USING btree ("attribute_value_id");--> statement-breakpoint
CREATE INDEX "colour_mappings_colour_en_trgm" ON "catalogue"."colour_mappings" USING gin ("colour_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "colour_mappings_colour_family_idx" ON "catalogue"."colour_mappings" USING btree ("colour_family");--> statement-breakpoint
CREATE UNIQUE INDEX "demands_code_uq" ON "catalogue"."demands" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "demands_title_trgm" ON "catalogue"."demands" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demands_category_id_idx" ON "catalogue"."demands" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "demands_platform_idx" ON "catalogue"."demands" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "demands_developer_id_idx" ON "catalogue"."demands" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "demands_status_idx" ON "catalogue"."demands" USING btree ("status");--> statement-breakpoint
CREATE INDEX "demands_created_at_idx" ON "catalogue"."demands" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_code_uq" ON "catalogue"."materials" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "materials_name_uq" ON "catalogue"."materials" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "materials_name_trgm" ON "catalogue"."materials" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "materials_name_en_trgm" ON "catalogue"."materials" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "materials_status_idx" ON "catalogue"."materials" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "package_sizes_sku_id_uq" ON "catalogue"."package_sizes" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "package_sizes_package_standard_id_idx" ON "catalogue"."package_sizes" USING btree ("package_standard_id");--> statement-breakpoint
CREATE INDEX "package_sizes_length_idx" ON "catalogue"."package_sizes" USING btree ("length");--> statement-breakpoint
CREATE INDEX "package_sizes_width_idx" ON "catalogue"."package_sizes" USING btree ("width");--> statement-breakpoint
CREATE INDEX "package_sizes_height_idx" ON "catalogue"."package_sizes" USING btree ("height");--> statement-breakpoint
CREATE INDEX "package_sizes_weight_idx" ON "catalogue"."package_sizes" USING btree ("weight");--> statement-breakpoint
CREATE UNIQUE INDEX "package_standards_code_uq" ON "catalogue"."package_standards" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "package_standards_name_uq" ON "catalogue"."package_standards" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "package_standards_name_trgm" ON "catalogue"."package_standards" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "package_standards_length_idx" ON "catalogue"."package_standards" USING btree ("length");--> statement-breakpoint
CREATE INDEX "package_standards_width_idx" ON "catalogue"."package_standards" USING btree ("width");--> statement-breakpoint
CREATE INDEX "package_standards_height_idx" ON "catalogue"."package_standards" USING btree ("height");--> statement-breakpoint
CREATE INDEX "package_standards_weight_idx" ON "catalogue"."package_standards" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "package_standards_status_idx" ON "catalogue"."package_standards" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "shoot_schedules_code_uq" ON "catalogue"."shoot_schedules" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "shoot_schedules_spu_id_idx" ON "catalogue"."shoot_schedules" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "shoot_schedules_kind_idx" ON "catalogue"."shoot_schedules" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "shoot_schedules_plan_date_idx" ON "catalogue"."shoot_schedules" USING btree ("plan_date");--> statement-breakpoint
CREATE INDEX "shoot_schedules_photographer_id_idx" ON "catalogue"."shoot_schedules" USING btree ("photographer_id");--> statement-breakpoint
CREATE INDEX "shoot_schedules_status_idx" ON "catalogue"."shoot_schedules" USING btree ("status");--> statement-breakpoint
CREATE INDEX "shoot_schedules_created_at_idx" ON "catalogue"."shoot_schedules" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sku_mappings_platform_code_idx" ON "catalogue"."sku_mappings" USING btree ("platform_code");--> statement-breakpoint
CREATE INDEX "sku_mappings_account_trgm" ON "catalogue"."sku_mappings" USING gin ("account" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sku_mappings_platform_sku_uq" ON "catalogue"."sku_mappings" USING btree (lower("platform_sku"));--> statement-breakpoint
CREATE INDEX "sku_mappings_sku_id_idx" ON "catalogue"."sku_mappings" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "sku_tags_sku_id_tag_id_idx" ON "catalogue"."sku_tags" USING btree ("sku_id","tag_id");--> statement-breakpoint
CREATE INDEX "sku_tags_tag_id_idx" ON "catalogue"."sku_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_types_name_uq" ON "catalogue"."tag_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "tag_types_name_trgm" ON "catalogue"."tag_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tag_types_sort_idx" ON "catalogue"."tag_types" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "tags_tag_type_id_idx" ON "catalogue"."tags" USING btree ("tag_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_uq" ON "catalogue"."tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "tags_name_trgm" ON "catalogue"."tags" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "samples_status_created_at_id_idx" ON "catalogue"."samples" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "samples_code_uq" ON "catalogue"."samples" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "samples_name_trgm" ON "catalogue"."samples" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "samples_category_id_idx" ON "catalogue"."samples" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "samples_source_idx" ON "catalogue"."samples" USING btree ("source");--> statement-breakpoint
CREATE INDEX "samples_supplier_name_trgm" ON "catalogue"."samples" USING gin ("supplier_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "samples_cost_price_idx" ON "catalogue"."samples" USING btree ("cost_price");--> statement-breakpoint
CREATE INDEX "samples_received_on_idx" ON "catalogue"."samples" USING btree ("received_on");--> statement-breakpoint
CREATE INDEX "samples_developer_id_idx" ON "catalogue"."samples" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "samples_spu_code_idx" ON "catalogue"."samples" USING btree ("spu_code");--> statement-breakpoint
CREATE INDEX "size_chart_template_sizes_template_id_idx" ON "catalogue"."size_chart_template_sizes" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "size_chart_templates_name_uq" ON "catalogue"."size_chart_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "size_chart_templates_name_trgm" ON "catalogue"."size_chart_templates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "size_chart_templates_category_id_idx" ON "catalogue"."size_chart_templates" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "size_chart_templates_enabled_idx" ON "catalogue"."size_chart_templates" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "spu_size_chart_rows_chart_id_idx" ON "catalogue"."spu_size_chart_rows" USING btree ("chart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spu_size_charts_spu_id_uq" ON "catalogue"."spu_size_charts" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "spu_size_charts_template_id_idx" ON "catalogue"."spu_size_charts" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_codes_code_uq" ON "catalogue"."price_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "price_codes_name_uq" ON "catalogue"."price_codes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "price_codes_name_trgm" ON "catalogue"."price_codes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "price_codes_currency_idx" ON "catalogue"."price_codes" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "price_codes_status_idx" ON "catalogue"."price_codes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "price_codes_sort_idx" ON "catalogue"."price_codes" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sku_customs_sku_id_uq" ON "catalogue"."sku_customs" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "sku_customs_hs_code_idx" ON "catalogue"."sku_customs" USING btree ("hs_code");--> statement-breakpoint
CREATE INDEX "sku_customs_declared_name_trgm" ON "catalogue"."sku_customs" USING gin ("declared_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sku_customs_declared_name_en_trgm" ON "catalogue"."sku_customs" USING gin ("declared_name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sku_customs_declared_value_idx" ON "catalogue"."sku_customs" USING btree ("declared_value");--> statement-breakpoint
CREATE INDEX "sku_customs_currency_idx" ON "catalogue"."sku_customs" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "sku_customs_material_id_idx" ON "catalogue"."sku_customs" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "sku_customs_audit_status_idx" ON "catalogue"."sku_customs" USING btree ("audit_status");--> statement-breakpoint
CREATE INDEX "sku_logistics_attrs_sku_id_attr_idx" ON "catalogue"."sku_logistics_attrs" USING btree ("sku_id","attr");--> statement-breakpoint
CREATE INDEX "sku_logistics_attrs_attr_idx" ON "catalogue"."sku_logistics_attrs" USING btree ("attr");--> statement-breakpoint
CREATE INDEX "sku_merges_from_sku_id_idx" ON "catalogue"."sku_merges" USING btree ("from_sku_id");--> statement-breakpoint
CREATE INDEX "sku_merges_to_sku_id_idx" ON "catalogue"."sku_merges" USING btree ("to_sku_id");--> statement-breakpoint
CREATE INDEX "sku_prices_sku_id_price_code_id_idx" ON "catalogue"."sku_prices" USING btree ("sku_id","price_code_id");--> statement-breakpoint
CREATE INDEX "sku_prices_price_code_id_idx" ON "catalogue"."sku_prices" USING btree ("price_code_id");--> statement-breakpoint
CREATE INDEX "sku_prices_price_idx" ON "catalogue"."sku_prices" USING btree ("price");--> statement-breakpoint
CREATE INDEX "sku_relationships_sku_id_sort_idx" ON "catalogue"."sku_relationships" USING btree ("sku_id","sort");--> statement-breakpoint
CREATE INDEX "sku_relationships_related_sku_id_idx" ON "catalogue"."sku_relationships" USING btree ("related_sku_id");--> statement-breakpoint
CREATE INDEX "sku_relationships_type_idx" ON "catalogue"."sku_relationships" USING btree ("type");--> statement-breakpoint
CREATE INDEX "standard_price_ratios_platform_idx" ON "catalogue"."standard_price_ratios" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "standard_price_ratios_category_id_idx" ON "catalogue"."standard_price_ratios" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "standard_price_ratios_enabled_idx" ON "catalogue"."standard_price_ratios" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "product_standard_items_standard_id_idx" ON "catalogue"."product_standard_items" USING btree ("standard_id");--> statement-breakpoint
CREATE INDEX "product_standard_revisions_standard_id_revision_idx" ON "catalogue"."product_standard_revisions" USING btree ("standard_id","revision" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_standards_spu_id_idx" ON "catalogue"."product_standards" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "product_standards_sku_id_idx" ON "catalogue"."product_standards" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_standards_owner_id_uq" ON "catalogue"."product_standards" USING btree (lower("owner_id"));--> statement-breakpoint
CREATE INDEX "product_standards_owner_code_idx" ON "catalogue"."product_standards" USING btree ("owner_code");--> statement-breakpoint
CREATE INDEX "product_standards_material_id_idx" ON "catalogue"."product_standards" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "product_standards_aql_idx" ON "catalogue"."product_standards" USING btree ("aql");--> statement-breakpoint
CREATE UNIQUE INDEX "spu_descriptions_spu_id_uq" ON "catalogue"."spu_descriptions" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "spu_descriptions_status_idx" ON "catalogue"."spu_descriptions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "state_request_lines_request_id_position_idx" ON "catalogue"."state_request_lines" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "state_request_lines_spu_id_idx" ON "catalogue"."state_request_lines" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "state_request_lines_code_idx" ON "catalogue"."state_request_lines" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "state_request_lines_waiting_kind_target_id_uq" ON "catalogue"."state_request_lines" USING btree ("kind","target_id") WHERE "catalogue"."state_request_lines"."outcome" = 'waiting';--> statement-breakpoint
CREATE INDEX "state_requests_status_created_at_idx" ON "catalogue"."state_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "state_requests_requested_by_created_at_idx" ON "catalogue"."state_requests" USING btree ("requested_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "state_requests_code_uq" ON "catalogue"."state_requests" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "bank_accounts_bank_id_idx" ON "finance"."bank_accounts" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_account_name_trgm" ON "finance"."bank_accounts" USING gin ("account_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_account_no_uq" ON "finance"."bank_accounts" USING btree (lower("account_no"));--> statement-breakpoint
CREATE INDEX "bank_accounts_account_no_trgm" ON "finance"."bank_accounts" USING gin ("account_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_accounts_currency_id_idx" ON "finance"."bank_accounts" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_currency_code_idx" ON "finance"."bank_accounts" USING btree ("currency_code");--> statement-breakpoint
CREATE INDEX "bank_accounts_account_type_idx" ON "finance"."bank_accounts" USING btree ("account_type");--> statement-breakpoint
CREATE INDEX "bank_accounts_company_id_idx" ON "finance"."bank_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_status_idx" ON "finance"."bank_accounts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "banks_code_uq" ON "finance"."banks" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "banks_name_uq" ON "finance"."banks" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "banks_name_trgm" ON "finance"."banks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "banks_swift_code_idx" ON "finance"."banks" USING btree ("swift_code");--> statement-breakpoint
CREATE INDEX "banks_country_idx" ON "finance"."banks" USING btree ("country");--> statement-breakpoint
CREATE INDEX "banks_status_idx" ON "finance"."banks" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_code_uq" ON "finance"."currencies" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_name_uq" ON "finance"."currencies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "currencies_name_trgm" ON "finance"."currencies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "currencies_sort_idx" ON "finance"."currencies" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "currencies_status_idx" ON "finance"."currencies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "exchange_rates_currency_code_effective_date_idx" ON "finance"."exchange_rates" USING btree ("currency_code","effective_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "exchange_rates_currency_id_idx" ON "finance"."exchange_rates" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "exchange_rates_rate_idx" ON "finance"."exchange_rates" USING btree ("rate");--> statement-breakpoint
CREATE INDEX "exchange_rates_effective_date_idx" ON "finance"."exchange_rates" USING btree ("effective_date");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_rate_key_uq" ON "finance"."exchange_rates" USING btree (lower("rate_key"));--> statement-breakpoint
CREATE INDEX "input_invoice_lines_invoice_id_idx" ON "finance"."input_invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "input_invoices_supplier_id_status_invoice_date_idx" ON "finance"."input_invoices" USING btree ("supplier_id","status","invoice_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "input_invoices_code_uq" ON "finance"."input_invoices" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "input_invoices_invoice_no_uq" ON "finance"."input_invoices" USING btree (lower("invoice_no"));--> statement-breakpoint
CREATE INDEX "input_invoices_invoice_type_idx" ON "finance"."input_invoices" USING btree ("invoice_type");--> statement-breakpoint
CREATE INDEX "input_invoices_invoice_date_idx" ON "finance"."input_invoices" USING btree ("invoice_date");--> statement-breakpoint
CREATE INDEX "input_invoices_total_amount_idx" ON "finance"."input_invoices" USING btree ("total_amount");--> statement-breakpoint
CREATE INDEX "input_invoices_status_idx" ON "finance"."input_invoices" USING btree ("status");--> statement-breakpoint
CREATE INDEX "input_invoices_created_at_idx" ON "finance"."input_invoices" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_code_uq" ON "finance"."payment_methods" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_name_uq" ON "finance"."payment_methods" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "payment_methods_name_trgm" ON "finance"."payment_methods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_methods_sort_idx" ON "finance"."payment_methods" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "payment_methods_status_idx" ON "finance"."payment_methods" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payment_request_lines_request_id_idx" ON "finance"."payment_request_lines" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "payment_requests_supplier_id_status_created_at_idx" ON "finance"."payment_requests" USING btree ("supplier_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_requests_status_created_at_idx" ON "finance"."payment_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_code_uq" ON "finance"."payment_requests" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "payment_requests_payment_method_id_idx" ON "finance"."payment_requests" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "payment_requests_expected_date_idx" ON "finance"."payment_requests" USING btree ("expected_date");--> statement-breakpoint
CREATE INDEX "payment_requests_total_amount_idx" ON "finance"."payment_requests" USING btree ("total_amount");--> statement-breakpoint
CREATE INDEX "payment_requests_payment_plan_id_idx" ON "finance"."payment_requests" USING btree ("payment_plan_id");--> statement-breakpoint
CREATE INDEX "payment_requests_payment_no_idx" ON "finance"."payment_requests" USING btree ("payment_no");--> statement-breakpoint
CREATE INDEX "payment_requests_paid_at_idx" ON "finance"."payment_requests" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "payment_requests_created_at_idx" ON "finance"."payment_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refund_orders_supplier_id_status_created_at_idx" ON "finance"."refund_orders" USING btree ("supplier_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "refund_orders_status_created_at_idx" ON "finance"."refund_orders" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "refund_orders_code_uq" ON "finance"."refund_orders" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "refund_orders_order_id_idx" ON "finance"."refund_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_orders_refund_type_idx" ON "finance"."refund_orders" USING btree ("refund_type");--> statement-breakpoint
CREATE INDEX "refund_orders_amount_idx" ON "finance"."refund_orders" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "refund_orders_account_id_idx" ON "finance"."refund_orders" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "refund_orders_expected_date_idx" ON "finance"."refund_orders" USING btree ("expected_date");--> statement-breakpoint
CREATE INDEX "refund_orders_arrival_no_idx" ON "finance"."refund_orders" USING btree ("arrival_no");--> statement-breakpoint
CREATE INDEX "refund_orders_arrived_at_idx" ON "finance"."refund_orders" USING btree ("arrived_at");--> statement-breakpoint
CREATE INDEX "refund_orders_created_at_idx" ON "finance"."refund_orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_code_uq" ON "finance"."subjects" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "subjects_name_trgm" ON "finance"."subjects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subjects_parent_id_idx" ON "finance"."subjects" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "subjects_level_idx" ON "finance"."subjects" USING btree ("level");--> statement-breakpoint
CREATE INDEX "subjects_category_idx" ON "finance"."subjects" USING btree ("category");--> statement-breakpoint
CREATE INDEX "subjects_direction_idx" ON "finance"."subjects" USING btree ("direction");--> statement-breakpoint
CREATE INDEX "subjects_sort_idx" ON "finance"."subjects" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "subjects_status_idx" ON "finance"."subjects" USING btree ("status");--> statement-breakpoint
CREATE INDEX "channels_company_id_code_idx" ON "logistics"."channels" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_code_uq" ON "logistics"."channels" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "channels_name_uq" ON "logistics"."channels" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "channels_name_trgm" ON "logistics"."channels" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channels_transport_type_idx" ON "logistics"."channels" USING btree ("transport_type");--> statement-breakpoint
CREATE INDEX "channels_countries_gin" ON "logistics"."channels" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "channels_status_idx" ON "logistics"."channels" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_uq" ON "logistics"."companies" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_uq" ON "logistics"."companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_name_trgm" ON "logistics"."companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_en_trgm" ON "logistics"."companies" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_type_idx" ON "logistics"."companies" USING btree ("type");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "logistics"."companies" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_uq" ON "logistics"."countries" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code3_uq" ON "logistics"."countries" USING btree (lower("code3"));--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_uq" ON "logistics"."countries" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "countries_name_trgm" ON "logistics"."countries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_en_uq" ON "logistics"."countries" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "countries_name_en_trgm" ON "logistics"."countries" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_status_idx" ON "logistics"."countries" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_accounts_account_id_uq" ON "oms"."ad_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ad_accounts_profile_id_trgm" ON "oms"."ad_accounts" USING gin ("profile_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ad_accounts_country_idx" ON "oms"."ad_accounts" USING btree ("country");--> statement-breakpoint
CREATE INDEX "ad_accounts_auth_status_idx" ON "oms"."ad_accounts" USING btree ("auth_status");--> statement-breakpoint
CREATE INDEX "ad_accounts_token_expires_at_idx" ON "oms"."ad_accounts" USING btree ("token_expires_at");--> statement-breakpoint
CREATE INDEX "ad_accounts_synced_at_idx" ON "oms"."ad_accounts" USING btree ("synced_at");--> statement-breakpoint
CREATE INDEX "ad_accounts_created_at_idx" ON "oms"."ad_accounts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ad_reports_account_id_report_date_idx" ON "oms"."ad_reports" USING btree ("account_id","report_date");--> statement-breakpoint
CREATE INDEX "blacklist_type_idx" ON "oms"."blacklist" USING btree ("type");--> statement-breakpoint
CREATE INDEX "blacklist_value_trgm" ON "oms"."blacklist" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_entry_key_uq" ON "oms"."blacklist" USING btree (lower("entry_key"));--> statement-breakpoint
CREATE INDEX "blacklist_created_at_idx" ON "oms"."blacklist" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_code_uq" ON "oms"."complaints" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "complaints_order_id_idx" ON "oms"."complaints" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "complaints_order_code_idx" ON "oms"."complaints" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "complaints_platform_code_idx" ON "oms"."complaints" USING btree ("platform_code");--> statement-breakpoint
CREATE INDEX "complaints_account_id_idx" ON "oms"."complaints" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "complaints_type_idx" ON "oms"."complaints" USING btree ("type");--> statement-breakpoint
CREATE INDEX "complaints_content_trgm" ON "oms"."complaints" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "oms"."complaints" USING btree ("status");--> statement-breakpoint
CREATE INDEX "complaints_created_at_idx" ON "oms"."complaints" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "import_export_confs_kind_idx" ON "oms"."import_export_confs" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "import_export_confs_business_idx" ON "oms"."import_export_confs" USING btree ("business");--> statement-breakpoint
CREATE INDEX "import_export_confs_name_trgm" ON "oms"."import_export_confs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_account_id_idx" ON "oms"."listings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "listings_platform_code_idx" ON "oms"."listings" USING btree ("platform_code");--> statement-breakpoint
CREATE INDEX "listings_platform_sku_trgm" ON "oms"."listings" USING gin ("platform_sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_platform_item_id_trgm" ON "oms"."listings" USING gin ("platform_item_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_sku_id_idx" ON "oms"."listings" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "listings_warehouse_id_idx" ON "oms"."listings" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "listings_status_idx" ON "oms"."listings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "listings_pushed_at_idx" ON "oms"."listings" USING btree ("pushed_at");--> statement-breakpoint
CREATE INDEX "listings_push_error_trgm" ON "oms"."listings" USING gin ("push_error" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "oms"."order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_sku_id_idx" ON "oms"."order_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "orders_status_ordered_at_id_idx" ON "oms"."orders" USING btree ("status","ordered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_account_id_status_ordered_at_id_idx" ON "oms"."orders" USING btree ("account_id","status","ordered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_merge_key_status_idx" ON "oms"."orders" USING btree ("merge_key","status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_uq" ON "oms"."orders" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "orders_platform_order_id_idx" ON "oms"."orders" USING btree ("platform_order_id");--> statement-breakpoint
CREATE INDEX "orders_platform_code_idx" ON "oms"."orders" USING btree ("platform_code");--> statement-breakpoint
CREATE INDEX "orders_ordered_at_idx" ON "oms"."orders" USING btree ("ordered_at");--> statement-breakpoint
CREATE INDEX "orders_badges_idx" ON "oms"."orders" USING btree ("badges");--> statement-breakpoint
CREATE INDEX "orders_ship_by_idx" ON "oms"."orders" USING btree ("ship_by");--> statement-breakpoint
CREATE INDEX "orders_buyer_name_trgm" ON "oms"."orders" USING gin ("buyer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_buyer_email_idx" ON "oms"."orders" USING btree ("buyer_email");--> statement-breakpoint
CREATE INDEX "orders_country_idx" ON "oms"."orders" USING btree ("country");--> statement-breakpoint
CREATE INDEX "orders_total_amount_idx" ON "oms"."orders" USING btree ("total_amount");--> statement-breakpoint
CREATE INDEX "orders_warehouse_id_idx" ON "oms"."orders" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "orders_channel_id_idx" ON "oms"."orders" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "orders_exception_reason_trgm" ON "oms"."orders" USING gin ("exception_reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_marks_trgm" ON "oms"."orders" USING gin ("marks" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_source_idx" ON "oms"."orders" USING btree ("source");--> statement-breakpoint
CREATE INDEX "orders_mark_status_idx" ON "oms"."orders" USING btree ("mark_status");--> statement-breakpoint
CREATE INDEX "orders_mark_error_trgm" ON "oms"."orders" USING gin ("mark_error" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_withdraw_result_trgm" ON "oms"."orders" USING gin ("withdraw_result" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_key_uq" ON "oms"."orders" USING btree (lower("order_key"));--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "oms"."orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "package_lines_order_line_id_idx" ON "oms"."package_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "package_lines_sku_id_idx" ON "oms"."package_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "package_lines_package_id_idx" ON "oms"."package_lines" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "packages_status_ordered_at_id_idx" ON "oms"."packages" USING btree ("status","ordered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "packages_warehouse_id_status_ordered_at_idx" ON "oms"."packages" USING btree ("warehouse_id","status","ordered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_code_uq" ON "oms"."packages" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "packages_order_codes_trgm" ON "oms"."packages" USING gin ("order_codes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_platform_order_ids_trgm" ON "oms"."packages" USING gin ("platform_order_ids" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_platform_code_idx" ON "oms"."packages" USING btree ("platform_code");--> statement-breakpoint
CREATE INDEX "packages_account_id_idx" ON "oms"."packages" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "packages_channel_id_idx" ON "oms"."packages" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "packages_buyer_name_trgm" ON "oms"."packages" USING gin ("buyer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_country_idx" ON "oms"."packages" USING btree ("country");--> statement-breakpoint
CREATE INDEX "packages_ordered_at_idx" ON "oms"."packages" USING btree ("ordered_at");--> statement-breakpoint
CREATE INDEX "packages_weight_idx" ON "oms"."packages" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "packages_tracking_no_idx" ON "oms"."packages" USING btree ("tracking_no");--> statement-breakpoint
CREATE INDEX "packages_shortage_status_idx" ON "oms"."packages" USING btree ("shortage_status");--> statement-breakpoint
CREATE INDEX "packages_shipped_at_idx" ON "oms"."packages" USING btree ("shipped_at");--> statement-breakpoint
CREATE INDEX "packages_copied_from_trgm" ON "oms"."packages" USING gin ("copied_from" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_created_at_idx" ON "oms"."packages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pull_states_account_id_uq" ON "oms"."pull_states" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "pull_states_platform_code_idx" ON "oms"."pull_states" USING btree ("platform_code");--> statement-breakpoint
CREATE INDEX "pull_states_pulled_at_idx" ON "oms"."pull_states" USING btree ("pulled_at");--> statement-breakpoint
CREATE INDEX "pull_states_failures_idx" ON "oms"."pull_states" USING btree ("failures");--> statement-breakpoint
CREATE INDEX "refunds_status_created_at_id_idx" ON "oms"."refunds" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_code_uq" ON "oms"."refunds" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "oms"."refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_order_code_idx" ON "oms"."refunds" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "refunds_platform_order_id_idx" ON "oms"."refunds" USING btree ("platform_order_id");--> statement-breakpoint
CREATE INDEX "refunds_platform_code_idx" ON "oms"."refunds" USING btree ("platform_code");--> statement-breakpoint
CREATE INDEX "refunds_account_id_idx" ON "oms"."refunds" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "refunds_refund_type_idx" ON "oms"."refunds" USING btree ("refund_type");--> statement-breakpoint
CREATE INDEX "refunds_reason_idx" ON "oms"."refunds" USING btree ("reason");--> statement-breakpoint
CREATE INDEX "refunds_amount_idx" ON "oms"."refunds" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "refunds_source_idx" ON "oms"."refunds" USING btree ("source");--> statement-breakpoint
CREATE INDEX "refunds_audited_at_idx" ON "oms"."refunds" USING btree ("audited_at");--> statement-breakpoint
CREATE INDEX "refunds_created_at_idx" ON "oms"."refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rules_kind_idx" ON "oms"."rules" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "rules_name_trgm" ON "oms"."rules" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rules_priority_idx" ON "oms"."rules" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "rules_enabled_idx" ON "oms"."rules" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "rules_created_at_idx" ON "oms"."rules" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "alibaba_period_bills_period_id_idx" ON "purchase"."alibaba_period_bills" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "alibaba_period_bills_order_no_idx" ON "purchase"."alibaba_period_bills" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "alibaba_periods_seller_month_idx" ON "purchase"."alibaba_periods" USING btree ("seller","month");--> statement-breakpoint
CREATE UNIQUE INDEX "alibaba_periods_period_no_uq" ON "purchase"."alibaba_periods" USING btree (lower("period_no"));--> statement-breakpoint
CREATE INDEX "alibaba_periods_seller_trgm" ON "purchase"."alibaba_periods" USING gin ("seller" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "alibaba_periods_supplier_id_idx" ON "purchase"."alibaba_periods" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "alibaba_periods_month_idx" ON "purchase"."alibaba_periods" USING btree ("month");--> statement-breakpoint
CREATE INDEX "alibaba_periods_due_date_idx" ON "purchase"."alibaba_periods" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "alibaba_periods_bill_amount_idx" ON "purchase"."alibaba_periods" USING btree ("bill_amount");--> statement-breakpoint
CREATE INDEX "alibaba_periods_status_idx" ON "purchase"."alibaba_periods" USING btree ("status");--> statement-breakpoint
CREATE INDEX "alibaba_periods_source_idx" ON "purchase"."alibaba_periods" USING btree ("source");--> statement-breakpoint
CREATE INDEX "alibaba_periods_synced_at_idx" ON "purchase"."alibaba_periods" USING btree ("synced_at");--> statement-breakpoint
CREATE INDEX "deduction_plan_lines_plan_id_idx" ON "purchase"."deduction_plan_lines" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "deduction_plan_lines_exception_code_idx" ON "purchase"."deduction_plan_lines" USING btree ("exception_code");--> statement-breakpoint
CREATE INDEX "deduction_plans_supplier_id_status_created_at_idx" ON "purchase"."deduction_plans" USING btree ("supplier_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "deduction_plans_code_uq" ON "purchase"."deduction_plans" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "deduction_plans_order_id_idx" ON "purchase"."deduction_plans" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "deduction_plans_total_amount_idx" ON "purchase"."deduction_plans" USING btree ("total_amount");--> statement-breakpoint
CREATE INDEX "deduction_plans_status_idx" ON "purchase"."deduction_plans" USING btree ("status");--> statement-breakpoint
CREATE INDEX "deduction_plans_deducted_at_idx" ON "purchase"."deduction_plans" USING btree ("deducted_at");--> statement-breakpoint
CREATE INDEX "deduction_plans_created_at_idx" ON "purchase"."deduction_plans" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "exception_orders_status_created_at_id_idx" ON "purchase"."exception_orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "exception_orders_code_uq" ON "purchase"."exception_orders" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "exception_orders_kind_idx" ON "purchase"."exception_orders" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "exception_orders_order_id_idx" ON "purchase"."exception_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "exception_orders_supplier_id_idx" ON "purchase"."exception_orders" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exception_orders_source_code_uq" ON "purchase"."exception_orders" USING btree (lower("source_code"));--> statement-breakpoint
CREATE INDEX "exception_orders_receipt_code_idx" ON "purchase"."exception_orders" USING btree ("receipt_code");--> statement-breakpoint
CREATE INDEX "exception_orders_sku_code_idx" ON "purchase"."exception_orders" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "exception_orders_handling_idx" ON "purchase"."exception_orders" USING btree ("handling");--> statement-breakpoint
CREATE INDEX "exception_orders_approved_at_idx" ON "purchase"."exception_orders" USING btree ("approved_at");--> statement-breakpoint
CREATE INDEX "exception_orders_created_at_idx" ON "purchase"."exception_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jst_grab_items_supplier_id_item_code_idx" ON "purchase"."jst_grab_items" USING btree ("supplier_id","item_code");--> statement-breakpoint
CREATE INDEX "jst_grab_items_item_code_trgm" ON "purchase"."jst_grab_items" USING gin ("item_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jst_grab_items_name_trgm" ON "purchase"."jst_grab_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jst_grab_items_min_price_idx" ON "purchase"."jst_grab_items" USING btree ("min_price");--> statement-breakpoint
CREATE INDEX "jst_grab_items_sku_count_idx" ON "purchase"."jst_grab_items" USING btree ("sku_count");--> statement-breakpoint
CREATE INDEX "jst_grab_items_total_quantity_idx" ON "purchase"."jst_grab_items" USING btree ("total_quantity");--> statement-breakpoint
CREATE INDEX "jst_grab_items_status_idx" ON "purchase"."jst_grab_items" USING btree ("status");--> statement-breakpoint
CREATE INDEX "jst_grab_items_spu_id_idx" ON "purchase"."jst_grab_items" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "jst_grab_items_grabbed_at_idx" ON "purchase"."jst_grab_items" USING btree ("grabbed_at");--> statement-breakpoint
CREATE INDEX "jst_grab_skus_item_id_idx" ON "purchase"."jst_grab_skus" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "moqs_supplier_id_idx" ON "purchase"."moqs" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "moqs_sku_id_idx" ON "purchase"."moqs" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "moqs_spu_id_idx" ON "purchase"."moqs" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "moqs_min_quantity_idx" ON "purchase"."moqs" USING btree ("min_quantity");--> statement-breakpoint
CREATE INDEX "moqs_status_idx" ON "purchase"."moqs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "notices_title_trgm" ON "purchase"."notices" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notices_supplier_ids_gin" ON "purchase"."notices" USING gin ("supplier_ids");--> statement-breakpoint
CREATE INDEX "notices_status_idx" ON "purchase"."notices" USING btree ("status");--> statement-breakpoint
CREATE INDEX "notices_published_at_idx" ON "purchase"."notices" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "notices_created_at_idx" ON "purchase"."notices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "purchase"."order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_sku_id_idx" ON "purchase"."order_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "orders_supplier_id_status_order_date_id_idx" ON "purchase"."orders" USING btree ("supplier_id","status","order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_at_id_idx" ON "purchase"."orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_uq" ON "purchase"."orders" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "orders_purchase_type_idx" ON "purchase"."orders" USING btree ("purchase_type");--> statement-breakpoint
CREATE INDEX "orders_total_quantity_idx" ON "purchase"."orders" USING btree ("total_quantity");--> statement-breakpoint
CREATE INDEX "orders_total_amount_idx" ON "purchase"."orders" USING btree ("total_amount");--> statement-breakpoint
CREATE INDEX "orders_order_date_idx" ON "purchase"."orders" USING btree ("order_date");--> statement-breakpoint
CREATE INDEX "orders_plan_date_idx" ON "purchase"."orders" USING btree ("plan_date");--> statement-breakpoint
CREATE INDEX "orders_buyer_id_idx" ON "purchase"."orders" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "orders_warehouse_id_idx" ON "purchase"."orders" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "orders_alibaba_order_no_idx" ON "purchase"."orders" USING btree ("alibaba_order_no");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "purchase"."orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_plans_status_plan_date_idx" ON "purchase"."payment_plans" USING btree ("status","plan_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plans_code_uq" ON "purchase"."payment_plans" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "payment_plans_supplier_id_idx" ON "purchase"."payment_plans" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "payment_plans_order_id_idx" ON "purchase"."payment_plans" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_plans_amount_idx" ON "purchase"."payment_plans" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "payment_plans_plan_date_idx" ON "purchase"."payment_plans" USING btree ("plan_date");--> statement-breakpoint
CREATE INDEX "payment_plans_paid_at_idx" ON "purchase"."payment_plans" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "payment_plans_request_code_idx" ON "purchase"."payment_plans" USING btree ("request_code");--> statement-breakpoint
CREATE INDEX "payment_plans_created_at_idx" ON "purchase"."payment_plans" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "plan_order_lines_plan_id_idx" ON "purchase"."plan_order_lines" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plan_order_lines_sku_id_idx" ON "purchase"."plan_order_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "plan_orders_status_created_at_id_idx" ON "purchase"."plan_orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "plan_orders_code_uq" ON "purchase"."plan_orders" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "plan_orders_warehouse_id_idx" ON "purchase"."plan_orders" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "plan_orders_need_date_idx" ON "purchase"."plan_orders" USING btree ("need_date");--> statement-breakpoint
CREATE INDEX "plan_orders_source_idx" ON "purchase"."plan_orders" USING btree ("source");--> statement-breakpoint
CREATE INDEX "plan_orders_team_id_idx" ON "purchase"."plan_orders" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "plan_orders_total_quantity_idx" ON "purchase"."plan_orders" USING btree ("total_quantity");--> statement-breakpoint
CREATE INDEX "plan_orders_created_at_idx" ON "purchase"."plan_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quotation_breaks_quotation_id_min_quantity_price_idx" ON "purchase"."quotation_breaks" USING btree ("quotation_id","min_quantity","price");--> statement-breakpoint
CREATE INDEX "quotations_sku_id_status_idx" ON "purchase"."quotations" USING btree ("sku_id","status");--> statement-breakpoint
CREATE INDEX "quotations_active_sku_id_valid_from_idx" ON "purchase"."quotations" USING btree ("sku_id","valid_from","valid_to","supplier_id","currency_id","id","code") WHERE "purchase"."quotations"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_code_uq" ON "purchase"."quotations" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "quotations_supplier_id_idx" ON "purchase"."quotations" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "quotations_valid_from_idx" ON "purchase"."quotations" USING btree ("valid_from");--> statement-breakpoint
CREATE INDEX "quotations_valid_to_idx" ON "purchase"."quotations" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "quotations_status_idx" ON "purchase"."quotations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "quotations_created_at_idx" ON "purchase"."quotations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "replenishment_settings_sku_id_uq" ON "purchase"."replenishment_settings" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_scope_uq" ON "purchase"."settings" USING btree (lower("scope"));--> statement-breakpoint
CREATE INDEX "supplier_accounts_supplier_id_idx" ON "purchase"."supplier_accounts" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_accounts_holder_trgm" ON "purchase"."supplier_accounts" USING gin ("holder" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_contacts_supplier_id_idx" ON "purchase"."supplier_contacts" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_contacts_name_trgm" ON "purchase"."supplier_contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_skus_supplier_id_sku_id_idx" ON "purchase"."supplier_skus" USING btree ("supplier_id","sku_id");--> statement-breakpoint
CREATE INDEX "supplier_skus_sku_id_idx" ON "purchase"."supplier_skus" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "supplier_skus_supplier_item_code_trgm" ON "purchase"."supplier_skus" USING gin ("supplier_item_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_skus_is_default_idx" ON "purchase"."supplier_skus" USING btree ("is_default");--> statement-breakpoint
CREATE INDEX "supplier_skus_status_idx" ON "purchase"."supplier_skus" USING btree ("status");--> statement-breakpoint
CREATE INDEX "supplier_spus_supplier_id_spu_id_idx" ON "purchase"."supplier_spus" USING btree ("supplier_id","spu_id");--> statement-breakpoint
CREATE INDEX "supplier_spus_spu_id_idx" ON "purchase"."supplier_spus" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "supplier_spus_supplier_item_code_trgm" ON "purchase"."supplier_spus" USING gin ("supplier_item_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_spus_status_idx" ON "purchase"."supplier_spus" USING btree ("status");--> statement-breakpoint
CREATE INDEX "supplier_stocks_supplier_id_sku_id_idx" ON "purchase"."supplier_stocks" USING btree ("supplier_id","sku_id");--> statement-breakpoint
CREATE INDEX "supplier_stocks_sku_id_idx" ON "purchase"."supplier_stocks" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "supplier_stocks_supplier_item_code_trgm" ON "purchase"."supplier_stocks" USING gin ("supplier_item_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_stocks_quantity_idx" ON "purchase"."supplier_stocks" USING btree ("quantity");--> statement-breakpoint
CREATE INDEX "supplier_stocks_source_idx" ON "purchase"."supplier_stocks" USING btree ("source");--> statement-breakpoint
CREATE INDEX "supplier_stocks_synced_at_idx" ON "purchase"."supplier_stocks" USING btree ("synced_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_code_uq" ON "purchase"."suppliers" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_uq" ON "purchase"."suppliers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "suppliers_name_trgm" ON "purchase"."suppliers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_type_idx" ON "purchase"."suppliers" USING btree ("type");--> statement-breakpoint
CREATE INDEX "suppliers_status_idx" ON "purchase"."suppliers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "suppliers_is_new_idx" ON "purchase"."suppliers" USING btree ("is_new");--> statement-breakpoint
CREATE INDEX "suppliers_buyer_id_idx" ON "purchase"."suppliers" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "suppliers_province_idx" ON "purchase"."suppliers" USING btree ("province");--> statement-breakpoint
CREATE INDEX "suppliers_city_idx" ON "purchase"."suppliers" USING btree ("city");--> statement-breakpoint
CREATE INDEX "suppliers_payment_term_idx" ON "purchase"."suppliers" USING btree ("payment_term");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_jst_code_uq" ON "purchase"."suppliers" USING btree (lower("jst_code"));--> statement-breakpoint
CREATE INDEX "suppliers_created_at_idx" ON "purchase"."suppliers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tasks_status_supplier_id_created_at_id_idx" ON "purchase"."tasks" USING btree ("status","supplier_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_code_uq" ON "purchase"."tasks" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "tasks_sku_id_idx" ON "purchase"."tasks" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "tasks_quantity_idx" ON "purchase"."tasks" USING btree ("quantity");--> statement-breakpoint
CREATE INDEX "tasks_supplier_id_idx" ON "purchase"."tasks" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "tasks_warehouse_id_idx" ON "purchase"."tasks" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "tasks_buyer_id_idx" ON "purchase"."tasks" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "tasks_need_date_idx" ON "purchase"."tasks" USING btree ("need_date");--> statement-breakpoint
CREATE INDEX "tasks_source_idx" ON "purchase"."tasks" USING btree ("source");--> statement-breakpoint
CREATE INDEX "tasks_order_id_idx" ON "purchase"."tasks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tasks_plan_id_idx" ON "purchase"."tasks" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "tasks_created_at_idx" ON "purchase"."tasks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inspection_items_inspection_id_idx" ON "quality"."inspection_items" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "inspections_order_id_stage_created_at_idx" ON "quality"."inspections" USING btree ("order_id","stage","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_code_uq" ON "quality"."inspections" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "inspections_stage_idx" ON "quality"."inspections" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "inspections_supplier_id_idx" ON "quality"."inspections" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "inspections_inspector_id_idx" ON "quality"."inspections" USING btree ("inspector_id");--> statement-breakpoint
CREATE INDEX "inspections_inspect_date_idx" ON "quality"."inspections" USING btree ("inspect_date");--> statement-breakpoint
CREATE INDEX "inspections_result_idx" ON "quality"."inspections" USING btree ("result");--> statement-breakpoint
CREATE INDEX "inspections_status_idx" ON "quality"."inspections" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inspections_created_at_idx" ON "quality"."inspections" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ratios_sku_id_uq" ON "quality"."ratios" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ratios_category_id_uq" ON "quality"."ratios" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ratios_status_idx" ON "quality"."ratios" USING btree ("status");--> statement-breakpoint
CREATE INDEX "stock_balances_sku_idx" ON "wms"."stock_balances" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "stock_movements_sku_idx" ON "wms"."stock_movements" USING btree ("sku_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_key_idx" ON "wms"."stock_movements" USING btree ("warehouse_id","location_id","sku_id");--> statement-breakpoint
CREATE INDEX "stock_movements_correlation_idx" ON "wms"."stock_movements" USING btree ("correlation_id") WHERE correlation_id is not null;--> statement-breakpoint
CREATE INDEX "stock_movements_reversal_idx" ON "wms"."stock_movements" USING btree ("reversal_of") WHERE reversal_of is not null;--> statement-breakpoint
CREATE INDEX "areas_warehouse_id_idx" ON "wms"."areas" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "areas_code_idx" ON "wms"."areas" USING btree ("code");--> statement-breakpoint
CREATE INDEX "areas_name_trgm" ON "wms"."areas" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "areas_type_idx" ON "wms"."areas" USING btree ("type");--> statement-breakpoint
CREATE INDEX "areas_status_idx" ON "wms"."areas" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_area_key_uq" ON "wms"."areas" USING btree (lower("area_key"));--> statement-breakpoint
CREATE INDEX "reservoirs_area_id_idx" ON "wms"."reservoirs" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "reservoirs_warehouse_id_idx" ON "wms"."reservoirs" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "reservoirs_code_idx" ON "wms"."reservoirs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "reservoirs_name_trgm" ON "wms"."reservoirs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservoirs_brand_id_idx" ON "wms"."reservoirs" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "reservoirs_category_id_idx" ON "wms"."reservoirs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "reservoirs_status_idx" ON "wms"."reservoirs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "reservoirs_reservoir_key_uq" ON "wms"."reservoirs" USING btree (lower("reservoir_key"));--> statement-breakpoint
CREATE INDEX "storage_locations_warehouse_id_code_idx" ON "wms"."storage_locations" USING btree ("warehouse_id","code");--> statement-breakpoint
CREATE INDEX "storage_locations_code_idx" ON "wms"."storage_locations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "storage_locations_area_id_idx" ON "wms"."storage_locations" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "storage_locations_reservoir_id_idx" ON "wms"."storage_locations" USING btree ("reservoir_id");--> statement-breakpoint
CREATE INDEX "storage_locations_spec_id_idx" ON "wms"."storage_locations" USING btree ("spec_id");--> statement-breakpoint
CREATE INDEX "storage_locations_status_idx" ON "wms"."storage_locations" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_locations_location_key_uq" ON "wms"."storage_locations" USING btree (lower("location_key"));--> statement-breakpoint
CREATE UNIQUE INDEX "storage_specs_code_uq" ON "wms"."storage_specs" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "storage_specs_name_uq" ON "wms"."storage_specs" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "storage_specs_name_trgm" ON "wms"."storage_specs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "storage_specs_status_idx" ON "wms"."storage_specs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_groups_name_uq" ON "wms"."warehouse_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "warehouse_groups_name_trgm" ON "wms"."warehouse_groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_groups_warehouse_ids_gin" ON "wms"."warehouse_groups" USING gin ("warehouse_ids");--> statement-breakpoint
CREATE INDEX "putaways_warehouse_id_created_at_idx" ON "wms"."putaways" USING btree ("warehouse_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "putaways_receipt_id_idx" ON "wms"."putaways" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "putaways_sku_id_idx" ON "wms"."putaways" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "putaways_sku_code_idx" ON "wms"."putaways" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "putaways_location_code_idx" ON "wms"."putaways" USING btree ("location_code");--> statement-breakpoint
CREATE INDEX "putaways_created_at_idx" ON "wms"."putaways" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "receipt_lines_order_line_id_idx" ON "wms"."receipt_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "receipt_lines_sku_id_created_at_idx" ON "wms"."receipt_lines" USING btree ("sku_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "receipt_lines_receipt_id_idx" ON "wms"."receipt_lines" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_lines_warehouse_id_idx" ON "wms"."receipt_lines" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "receipt_lines_order_id_idx" ON "wms"."receipt_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "receipt_lines_order_code_idx" ON "wms"."receipt_lines" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "receipt_lines_sku_code_idx" ON "wms"."receipt_lines" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "receipt_lines_created_at_idx" ON "wms"."receipt_lines" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "receipt_photos_receipt_id_idx" ON "wms"."receipt_photos" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_photos_created_at_idx" ON "wms"."receipt_photos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "receipts_status_created_at_id_idx" ON "wms"."receipts" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "receipts_warehouse_id_status_created_at_idx" ON "wms"."receipts" USING btree ("warehouse_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_code_uq" ON "wms"."receipts" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "receipts_supplier_id_idx" ON "wms"."receipts" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "receipts_order_codes_trgm" ON "wms"."receipts" USING gin ("order_codes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receipts_total_counted_idx" ON "wms"."receipts" USING btree ("total_counted");--> statement-breakpoint
CREATE INDEX "receipts_received_at_idx" ON "wms"."receipts" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "receipts_created_at_idx" ON "wms"."receipts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "receiving_exceptions_status_created_at_idx" ON "wms"."receiving_exceptions" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_exceptions_code_uq" ON "wms"."receiving_exceptions" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "receiving_exceptions_kind_idx" ON "wms"."receiving_exceptions" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "receiving_exceptions_receipt_id_idx" ON "wms"."receiving_exceptions" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receiving_exceptions_order_id_idx" ON "wms"."receiving_exceptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "receiving_exceptions_warehouse_id_idx" ON "wms"."receiving_exceptions" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "receiving_exceptions_supplier_id_idx" ON "wms"."receiving_exceptions" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "receiving_exceptions_sku_code_idx" ON "wms"."receiving_exceptions" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "receiving_exceptions_created_at_idx" ON "wms"."receiving_exceptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "goods_returns_status_created_at_id_idx" ON "wms"."goods_returns" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "goods_returns_code_uq" ON "wms"."goods_returns" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "goods_returns_source_idx" ON "wms"."goods_returns" USING btree ("source");--> statement-breakpoint
CREATE INDEX "goods_returns_warehouse_id_idx" ON "wms"."goods_returns" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "goods_returns_order_code_idx" ON "wms"."goods_returns" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "goods_returns_package_code_idx" ON "wms"."goods_returns" USING btree ("package_code");--> statement-breakpoint
CREATE INDEX "goods_returns_refund_code_idx" ON "wms"."goods_returns" USING btree ("refund_code");--> statement-breakpoint
CREATE INDEX "goods_returns_registered_at_idx" ON "wms"."goods_returns" USING btree ("registered_at");--> statement-breakpoint
CREATE INDEX "goods_returns_created_at_idx" ON "wms"."goods_returns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "return_goods_skus_status_created_at_idx" ON "wms"."return_goods_skus" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "return_goods_skus_return_id_idx" ON "wms"."return_goods_skus" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_goods_skus_warehouse_id_idx" ON "wms"."return_goods_skus" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "return_goods_skus_return_code_idx" ON "wms"."return_goods_skus" USING btree ("return_code");--> statement-breakpoint
CREATE INDEX "return_goods_skus_order_code_idx" ON "wms"."return_goods_skus" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "return_goods_skus_package_code_idx" ON "wms"."return_goods_skus" USING btree ("package_code");--> statement-breakpoint
CREATE INDEX "return_goods_skus_sku_id_idx" ON "wms"."return_goods_skus" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "return_goods_skus_sku_code_idx" ON "wms"."return_goods_skus" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "return_goods_skus_created_at_idx" ON "wms"."return_goods_skus" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "return_shelves_warehouse_id_created_at_idx" ON "wms"."return_shelves" USING btree ("warehouse_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "return_shelves_return_id_idx" ON "wms"."return_shelves" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_shelves_return_code_idx" ON "wms"."return_shelves" USING btree ("return_code");--> statement-breakpoint
CREATE INDEX "return_shelves_sku_code_idx" ON "wms"."return_shelves" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "return_shelves_condition_idx" ON "wms"."return_shelves" USING btree ("condition");--> statement-breakpoint
CREATE INDEX "return_shelves_location_code_idx" ON "wms"."return_shelves" USING btree ("location_code");--> statement-breakpoint
CREATE INDEX "return_shelves_created_at_idx" ON "wms"."return_shelves" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_uq" ON "wms"."warehouses" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_name_uq" ON "wms"."warehouses" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "warehouses_name_trgm" ON "wms"."warehouses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouses_type_idx" ON "wms"."warehouses" USING btree ("type");--> statement-breakpoint
CREATE INDEX "warehouses_status_idx" ON "wms"."warehouses" USING btree ("status");--> statement-breakpoint
CREATE INDEX "warehouses_country_idx" ON "wms"."warehouses" USING btree ("country");